import type { ApiClient } from '../../src/lib/api/client';
import { openBuyNowBasket, type BuyNowItem } from '../../src/lib/checkout/buy-now';
import type { ExpressStart } from './paypal-express';

/**
 * PayPal express from a product page (spec §4, §7 cartWithItem `bid`): the chosen item, in its size
 * and quantity, goes into a buy-now basket of its own, which PayPal pays; the shopper's cart is not
 * touched, so a failure has nothing to put back.
 */
export function productPageStart(item: BuyNowItem): (api: ApiClient) => Promise<ExpressStart> {
  return async (api) => ({ cart: await openBuyNowBasket(api, item), buyNow: true });
}
