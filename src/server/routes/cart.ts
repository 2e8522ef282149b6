import { Hono } from 'hono';
import type { ApiEnv } from '../http/env';
import { cartItemRoutes } from './cart/items';
import { cartLifecycleRoutes } from './cart/lifecycle';
import { priceAdjustmentRoutes } from './cart/price-adjustments';
import { cartPromotionRoutes } from './cart/promotions';
import { savedForLaterRoutes } from './cart/saved-for-later';
import { cartShippingRoutes } from './cart/shipping';
import { cartCheckoutRoutes } from './cart/checkout';
import { placeOrderRoutes } from './cart/place-order';

/** Spec §7 Cart: lifecycle, items, coupons and gifts, shipping, saved for later, price adjustments, checkout and place order. */
export const cartRoutes = new Hono<ApiEnv>()
  .route('/', cartLifecycleRoutes)
  .route('/', cartItemRoutes)
  .route('/', cartPromotionRoutes)
  .route('/', cartShippingRoutes)
  .route('/', savedForLaterRoutes)
  .route('/', priceAdjustmentRoutes)
  .route('/', cartCheckoutRoutes)
  .route('/', placeOrderRoutes);
