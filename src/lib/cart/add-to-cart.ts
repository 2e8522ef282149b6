import type { Cart } from '@schemas/commerce/cart';
import { ADD_TO_CART_RETRY_DELAY_MS } from '../../../schemas/constants';
import { addCartItem, createCart, createCartWithItem, updateCartItem, type NewCartItem } from '../api/cart';
import type { ApiClient } from '../api/client';
import { $cart, adoptCart, type StoredLine } from '../../stores/cart';
import { errorIdOf } from './cart-messages';
import { reportConversion } from '../analytics/experiment-events';
import { track } from '../analytics/tracking';
import { cartChangeEvent } from '../analytics/tracking-builders';

/**
 * The one add-to-cart path (spec §4, §8, §9) the buy box of the product page and of quick shop
 * take, and the update of a line from quick shop's update context:
 * - no cart yet: the cart is made with the item (cartWithItem);
 * - CART_NOT_FOUND (expired, deleted, not this shopper's): a new cart, the remembered lines added
 *   again, then the item;
 * - any other failure is tried once more after ADD_TO_CART_RETRY_DELAY_MS, except GWP_PRODUCT
 *   (a gift cannot be added by hand: trying again cannot help) and INVALID_CUSTOMER (the caller
 *   clears the cart and reloads);
 * - only what the API answers is kept: a failure leaves the stored cart as it was (or as the
 *   recreated cart is), so nothing is claimed as added.
 */
export interface CartItemIntent {
  readonly productId: string;
  readonly variantId: string;
  readonly qty: number;
  readonly customAmount?: number | undefined;
  /** Pickup in this store (an add with a store is a pickup). */
  readonly storeId?: string | undefined;
  readonly pdpUrl?: string | undefined;
}

export interface LineUpdate extends CartItemIntent {
  /** The line quick shop edits (update context). */
  readonly itemId: string;
  /** Its variant before the edit, to leave it out when the cart must be made again. */
  readonly previousVariantId?: string | undefined;
}

export interface RetryOptions {
  /** How the 2 s pause is waited for (tests pass a fake). */
  readonly wait?: (ms: number) => Promise<void>;
}

/** Failures that are not tried again: trying cannot help, or the caller must act (§4 invalid customer). */
const NOT_RETRIED = new Set(['GWP_PRODUCT', 'INVALID_CUSTOMER']);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function newItem(intent: CartItemIntent): NewCartItem {
  return {
    // The API takes the variant id as productId (one variant, no upc needed).
    productId: intent.variantId,
    qty: intent.qty,
    ...(intent.customAmount !== undefined ? { customAmount: intent.customAmount } : {}),
    ...(intent.storeId ? { storeId: intent.storeId } : {}),
    ...(intent.pdpUrl ? { pdpUrl: intent.pdpUrl } : {}),
  };
}

/**
 * A cart the API no longer knows is made again: a new (or the shopper's other active) cart, and
 * when that one is empty, the lines this browser remembers added back one by one (a line that
 * cannot come back, sold out meanwhile, is left out). The new cart is kept at once, so the badge
 * and the next call follow it even if the add that follows fails.
 */
export async function recreateCart(api: ApiClient, lines: readonly StoredLine[]): Promise<Cart> {
  let cart = await createCart(api);
  if (cart.items.length === 0) {
    for (const line of lines) {
      const item = newItem({ productId: line.variantId, variantId: line.variantId, qty: line.qty, storeId: line.storeId ?? undefined });
      cart = await addCartItem(api, { cartId: cart.basketId, ...item }).catch(() => cart);
    }
  }
  adoptCart(cart);
  return cart;
}

async function withRetry(call: () => Promise<Cart>, options: RetryOptions): Promise<Cart> {
  try {
    return await call();
  } catch (error) {
    if (NOT_RETRIED.has(errorIdOf(error) ?? '')) throw error;
    await (options.wait ?? sleep)(ADD_TO_CART_RETRY_DELAY_MS);
    return call();
  }
}

async function addOnce(api: ApiClient, intent: CartItemIntent): Promise<Cart> {
  const { basketId, lines = [] } = $cart.get();
  if (!basketId) return createCartWithItem(api, newItem(intent), intent.storeId ? { action: 'pickup', favStoreId: intent.storeId } : {});
  try {
    return await addCartItem(api, { cartId: basketId, ...newItem(intent) });
  } catch (error) {
    if (errorIdOf(error) !== 'CART_NOT_FOUND') throw error;
    const cart = await recreateCart(api, lines);
    return addCartItem(api, { cartId: cart.basketId, ...newItem(intent) });
  }
}

/** Adds an item (§4 add to cart); answers the cart and keeps it as the shopper's. `api` carries the session. */
export async function addToCart(api: ApiClient, intent: CartItemIntent, options: RetryOptions = {}): Promise<Cart> {
  const cart = await withRetry(() => addOnce(api, intent), options);
  adoptCart(cart);
  reportConversion({ type: 'addToCart' });
  const line = cart.items.find((item) => item.variantId === intent.variantId && !item.bonus);
  const added = line && cartChangeEvent('add_to_cart', [{ line, quantity: intent.qty }]);
  if (added) track(added);
  return cart;
}

async function updateOnce(api: ApiClient, update: LineUpdate): Promise<Cart> {
  const { basketId, lines = [] } = $cart.get();
  if (!basketId) return addOnce(api, update);
  try {
    return await updateCartItem(api, { cartId: basketId, itemId: update.itemId, productId: update.variantId, qty: update.qty });
  } catch (error) {
    if (errorIdOf(error) !== 'CART_NOT_FOUND') throw error;
    // The edited line went with the old cart: the cart is made again without it, then the new variant added.
    const cart = await recreateCart(api, lines.filter((line) => line.variantId !== (update.previousVariantId ?? update.variantId)));
    return addCartItem(api, { cartId: cart.basketId, ...newItem(update) });
  }
}

/** Changes a line's variant or quantity (quick shop in update context), with the same recovery and retry. */
export async function updateCartLine(api: ApiClient, update: LineUpdate, options: RetryOptions = {}): Promise<Cart> {
  const cart = await withRetry(() => updateOnce(api, update), options);
  adoptCart(cart);
  return cart;
}
