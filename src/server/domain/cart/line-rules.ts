import type { GiftOption } from '../../../../schemas/commerce/cart';
import { DEFAULT_MAX_QTY } from '../../../../schemas/constants';
import { isEmail } from '../../../shared/validation/rules/email';
import type { GiftOptionJson, LineDelivery } from '../../db/schema/cart';
import { ApiError } from '../../http/api-error';
import type { CartReferenceData } from './reference-data';
import type { VariantForCart } from './variant-lookup';

/** The line a variant goes to: same variant, delivery, store, recipe and gift card amount make one line. */
export function lineKeyOf(variantId: string, delivery: LineDelivery, storeId: string | null, recipeId: string | null, customAmount: number | null): string {
  return [variantId, delivery, delivery === 'home' ? '' : (storeId ?? ''), recipeId ?? '', customAmount ?? ''].join('|');
}

/** §5: the shopper's maxQty can lower the limit, never raise it past the §9 default. */
export function effectiveMaxQty(requested: number | undefined): number {
  return Math.min(requested ?? DEFAULT_MAX_QTY, DEFAULT_MAX_QTY);
}

/** A gift option is kept only when to, email and message are all there (§5); a bad email is GFO400. */
export function giftOptionOf(option: GiftOption | null | undefined): GiftOptionJson | null {
  const to = option?.to?.trim() ?? '';
  const email = option?.email?.trim() ?? '';
  const message = option?.message?.trim() ?? '';
  if (!to || !email || !message) return null;
  if (!isEmail(email)) throw new ApiError('GFO400', 'The gift recipient email is not valid.', { field: 'giftOption.email' });
  return { to, email, message };
}

/**
 * Whether the variant can be bought into this cart at all: not coming soon, a presale only for
 * a registered shopper, a price in the cart's currency, and never a free gift by hand
 * (a variant priced 0 is a gift with purchase: GWP_PRODUCT).
 */
export function assertBuyable(variant: VariantForCart, registered: boolean, now: Date): void {
  if (variant.targetPublishDate && Date.parse(variant.targetPublishDate) > now.getTime()) {
    throw new ApiError('ITEM_NOT_AVAILABLE', 'This product is coming soon and cannot be bought yet.', { field: 'productId' });
  }
  if (variant.presale && !registered) throw new ApiError('AUT403', 'Presale products can be bought by signed-in shoppers only.', { field: 'productId' });
  if (variant.salePrice === null) throw new ApiError('NO_PRICE', undefined, { field: 'productId' });
  if (variant.salePrice === 0 && variant.productType !== 'digital') throw new ApiError('GWP_PRODUCT', undefined, { field: 'productId' });
}

/** A digital gift card's custom amount, within the site's limits for the currency (INVALID_PRICE naming them). */
export function customAmountOf(variant: VariantForCart, amount: number | undefined, currency: string, reference: CartReferenceData): number | null {
  if (amount === undefined) return null;
  if (variant.productType !== 'digital') throw new ApiError('INVALID_PRICE', 'Only gift cards take a custom amount.', { field: 'customAmount' });
  const limit = reference.giftCardLimits.get(currency);
  if (!limit || amount < limit.min || amount > limit.max) {
    const range = limit ? ` between ${limit.min} and ${limit.max} (minor units of ${currency})` : '';
    throw new ApiError('INVALID_PRICE', `The gift card amount must be${range}.`, { field: 'customAmount' });
  }
  return amount;
}

/** qty against the line's maxQty, then against what can be delivered (naming the limit). */
export function assertQuantity(qty: number, maxQty: number, sellable: number): void {
  if (qty > maxQty) throw new ApiError('ADDED_MAX_QUANTITY', `You can have at most ${maxQty} of this item.`, { field: 'qty' });
  if (sellable <= 0) throw new ApiError('ITEM_OOS', undefined, { field: 'qty' });
  if (qty > sellable) throw new ApiError('INV409', `Only ${sellable} left in stock.`, { field: 'qty' });
}
