import type { Cart } from '@schemas/commerce/cart';
import { createCartWithItem } from '../api/cart';
import type { ApiClient } from '../api/client';

/** What a product page buys at once: the variant chosen in the buy box and its quantity. */
export interface BuyNowItem {
  readonly variantId: string;
  readonly qty: number;
}

/**
 * A product page's Apple Pay or PayPal purchase (spec §7 cartWithItem `bid`): a buy-now basket holding
 * only this item, beside the shopper's cart. The wallet's calls name the basket by its id; its answers
 * are never adopted as the shopper's cart (the header count and mini cart do not change), and a
 * cancelled or failed purchase simply lets it go (it holds no stock or coupon; the API expires it).
 */
export function openBuyNowBasket(api: ApiClient, item: BuyNowItem): Promise<Cart> {
  return createCartWithItem(api, { productId: item.variantId, qty: item.qty }, { bid: 'new' });
}
