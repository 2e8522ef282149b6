/**
 * The buy box does not talk to the cart: it announces the shopper's intent with this DOM event and
 * the cart feature (its own issue) performs the call, retries and the mini-cart. Nothing is
 * claimed as added until the cart answers.
 */
export const ADD_TO_CART_EVENT = 'storefront:add-to-cart';

export interface AddToCartDetail {
  readonly productId: string;
  readonly variantId: string;
  readonly qty: number;
  /** update-in-cart: the line being edited. */
  readonly update?: boolean;
  /** Digital gift cards: the chosen amount in minor units. */
  readonly customAmount?: number;
}

export function dispatchAddToCart(target: EventTarget, detail: AddToCartDetail): void {
  target.dispatchEvent(new CustomEvent<AddToCartDetail>(ADD_TO_CART_EVENT, { detail, bubbles: true, composed: true }));
}
