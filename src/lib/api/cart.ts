import type { AddItemRequest, Cart, PriceAdjustmentRequest, SavedForLater, ShipmentMethods, ShippingMethodRequest, UpdateItemRequest } from '@schemas/commerce/cart';
import type { ApiClient } from './client';

/**
 * Spec §7 Cart calls (and the saved-for-later list of /wishlists/v2). Every write answers the §3
 * Cart; the storefront shows what it answers and never computes a total itself. Calls go with the
 * shopper's session (the caller passes a client from `withSession`/`authorizedApi`).
 */

const cartPath = (basketId: string) => `/cart/v1/cart/${encodeURIComponent(basketId)}`;

export type NewCartItem = Omit<AddItemRequest, 'cartId'>;

/** POST /cart/v1/cart: the shopper's active cart (made when there is none). */
export function createCart(api: ApiClient, body: { favStoreId?: string } = {}): Promise<Cart> {
  return api.request('/cart/v1/cart', { method: 'POST', body, answer: 'cart' });
}

/**
 * POST /cart/v1/cartWithItem: a cart made with its first item (action=pickup with a store); with `bid` a
 * product page's buy-now basket instead of the active cart (`new`, or the previous basket's id to replace it).
 */
export function createCartWithItem(api: ApiClient, item: NewCartItem, query: { action?: 'pickup'; favStoreId?: string; bid?: string } = {}): Promise<Cart> {
  return api.request('/cart/v1/cartWithItem', { method: 'POST', body: item, query, answer: 'cart' });
}

/** GET /cart/v1/cart/{basketId}; inventorySupplyCheck re-checks stock and answers the §8 flashes. */
export function getCart(api: ApiClient, basketId: string, query: { favStoreId?: string; inventorySupplyCheck?: boolean } = {}): Promise<Cart> {
  return api.request(cartPath(basketId), { query, answer: 'cart' });
}

/** POST /cart/v1/item. */
export function addCartItem(api: ApiClient, body: AddItemRequest): Promise<Cart> {
  return api.request('/cart/v1/item', { method: 'POST', body, answer: 'cart' });
}

/** PUT /cart/v1/cart/{basketId}/item: quantity, variant, delivery store or gift option of a line. */
export function updateCartItem(api: ApiClient, body: UpdateItemRequest): Promise<Cart> {
  return api.request(`${cartPath(body.cartId)}/item`, { method: 'PUT', body, answer: 'cart' });
}

/** DELETE /cart/v1/item. */
export function removeCartItem(api: ApiClient, body: { cartId: string; itemId: string; upc?: string }): Promise<Cart> {
  return api.request('/cart/v1/item', { method: 'DELETE', body, answer: 'cart' });
}

/** PUT /cart/v1/coupon. */
export function applyCoupon(api: ApiClient, body: { cartId: string; code: string }): Promise<Cart> {
  return api.request('/cart/v1/coupon', { method: 'PUT', body, answer: 'cart' });
}

/** DELETE /cart/v1/coupon. */
export function removeCoupon(api: ApiClient, body: { cartId: string; code: string }): Promise<Cart> {
  return api.request('/cart/v1/coupon', { method: 'DELETE', body, answer: 'cart' });
}

/** POST /cart/v1/shippingMethod: a shipment's method, or with itemId one item's delivery. */
export function setShippingMethod(api: ApiClient, body: ShippingMethodRequest): Promise<Cart> {
  return api.request('/cart/v1/shippingMethod', { method: 'POST', body, answer: 'cart' });
}

/** GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId} ('me' or 'customs'). */
export function getShippingMethods(api: ApiClient, basketId: string, shippingId: string): Promise<ShipmentMethods> {
  return api.request(`${cartPath(basketId)}/shippingMethod/${encodeURIComponent(shippingId)}`, { answer: 'shipmentMethods' });
}

/** PUT /cart/v1/cart/{basketId}/gifts: the shopper's gifts of a gift-with-purchase offer (an empty choice declines). */
export function chooseGifts(api: ApiClient, body: { cartId: string; promotionId: string; variantIds: string[] }): Promise<Cart> {
  return api.request(`${cartPath(body.cartId)}/gifts`, { method: 'PUT', body, answer: 'cart' });
}

/** PUT /cart/v2/saveForLater: moves a line to the registered shopper's saved-for-later list (qty kept). */
export function saveItemForLater(api: ApiClient, body: { cartId: string; itemId: string; productId?: string; qty?: number; pdpUrl?: string }): Promise<Cart> {
  return api.request('/cart/v2/saveForLater', { method: 'PUT', body: { type: 'product', ...body }, answer: 'cart' });
}

/** POST /cart/v2/cart/{basketId}/saveForLater: moves a saved item back into the cart (qty kept). */
export function moveSavedItemToCart(api: ApiClient, basketId: string, body: { saveForLaterId: string; itemId: string }): Promise<Cart> {
  return api.request(`/cart/v2/cart/${encodeURIComponent(basketId)}/saveForLater`, { method: 'POST', body, answer: 'cart' });
}

/** DELETE /cart/v2/saveForLater/{saveForLaterId}/items/{itemId}. */
export function removeSavedItem(api: ApiClient, saveForLaterId: string, itemId: string): Promise<SavedForLater> {
  return api.request(`/cart/v2/saveForLater/${encodeURIComponent(saveForLaterId)}/items/${encodeURIComponent(itemId)}`, { method: 'DELETE', answer: 'savedForLater' });
}

/** GET /wishlists/v2/saveForLater. */
export function getSavedForLater(api: ApiClient, page: { start?: number; count?: number } = {}): Promise<SavedForLater> {
  return api.request('/wishlists/v2/saveForLater', { query: page, answer: 'savedForLater' });
}

/** POST /cart/v1/cart/{basketId}/price_adjustments: an associate takes money off a line or the order, with a reason. */
export function addPriceAdjustment(api: ApiClient, basketId: string, body: PriceAdjustmentRequest): Promise<Cart> {
  return api.request(`/cart/v1/cart/${encodeURIComponent(basketId)}/price_adjustments`, { method: 'POST', body, answer: 'cart' });
}

/** DELETE /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}. */
export function removePriceAdjustment(api: ApiClient, basketId: string, adjustmentId: string): Promise<Cart> {
  return api.request(`/cart/v1/cart/${encodeURIComponent(basketId)}/price_adjustments/${encodeURIComponent(adjustmentId)}`, { method: 'DELETE', answer: 'cart' });
}
