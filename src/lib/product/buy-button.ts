import type { Product, ProductVariant } from '@schemas/commerce/product';
import { isInStock } from './variant-selection';

/** Who is shopping, from $session (src/stores/session.ts). */
export type SessionStatus = 'guest' | 'registered';

/** Where the buy box is: the product page, the quick-shop panel, or editing a cart line. */
export type BuyContext = 'page' | 'quickshop' | 'update';

/**
 * What the footer button of the buy box shows (spec §4 quick-shop footer priority, used on the
 * product page too). Only 'add-to-cart', 'update-in-cart', 'sign-in-to-buy', 'notify-me' and
 * 'customize' are actions; the others are disabled states that explain why.
 */
export type BuyButtonState =
  | { readonly kind: 'coming-soon'; readonly date: string }
  | { readonly kind: 'customize'; readonly url: string }
  | { readonly kind: 'choose-options' }
  | { readonly kind: 'notify-me' }
  | { readonly kind: 'out-of-stock' }
  | { readonly kind: 'sign-in-to-buy' }
  | { readonly kind: 'update-in-cart' }
  | { readonly kind: 'add-to-cart' };

export type BuyButtonKind = BuyButtonState['kind'];

export interface BuyButtonInput {
  readonly product: Pick<Product, 'targetPublishDate' | 'presale' | 'customsExternalUrl'>;
  /** The fully selected variant, or null while options are missing. */
  readonly variant: ProductVariant | null;
  readonly session: SessionStatus;
  readonly context: BuyContext;
  /** The back-in-stock notification feature switch. */
  readonly notifyMeEnabled: boolean;
  readonly now: Date;
}

/** A product whose targetPublishDate is still ahead cannot be bought yet. */
export function isComingSoon(product: Pick<Product, 'targetPublishDate'>, now: Date): boolean {
  return product.targetPublishDate !== null && Date.parse(product.targetPublishDate) > now.getTime();
}

/**
 * The footer button by the §4 priority: notify-me (chosen variant can notify, is out of stock,
 * feature enabled) → disabled out-of-stock → sign-in-to-buy for presale when not logged in →
 * update-in-cart in update context → add to cart. Before that, products that cannot be bought here
 * at all: coming soon (with its date) and customs products (their customizer).
 */
export function buyButtonState({ product, variant, session, context, notifyMeEnabled, now }: BuyButtonInput): BuyButtonState {
  if (isComingSoon(product, now)) return { kind: 'coming-soon', date: product.targetPublishDate! };
  if (product.customsExternalUrl) return { kind: 'customize', url: product.customsExternalUrl };
  if (!variant) return { kind: 'choose-options' };
  const inStock = isInStock(variant);
  if (!inStock && variant.notifyMe && notifyMeEnabled) return { kind: 'notify-me' };
  if (!inStock) return { kind: 'out-of-stock' };
  if (product.presale && session !== 'registered') return { kind: 'sign-in-to-buy' };
  if (context === 'update') return { kind: 'update-in-cart' };
  return { kind: 'add-to-cart' };
}

/** The button can be pressed (disabled states are still shown, with their reason). */
export function isActionable(state: BuyButtonState): boolean {
  return state.kind !== 'coming-soon' && state.kind !== 'choose-options' && state.kind !== 'out-of-stock';
}
