import { FREE_SHIPPING_HIDDEN_COUNTRIES } from '../../../../schemas/constants';
import { LOCALES } from '../../../shared/i18n/sites';
import type { CartRow } from '../../db/schema/cart';
import type { PromotionRow } from '../../db/schema/promotions';
import type { LoadedLine } from './cart-lines';
import { parseRate, ZERO_RATE } from './money/money';
import { priceCart } from './pricing/evaluate';
import type { PricingAdjustment, PricingLine, PricingPromotion, PricingResult } from './pricing/types';
import { methodsFor, taxRateFor, type CartReferenceData } from './reference-data';
import { planShipments, toPricingShipments, type PlannedShipment } from './shipments';
import { pricingAudience, type ProgrammeFacts } from './programmes';
import type { Shopper } from './shopper';

export type Language = 'en' | 'fr' | 'de' | 'it';

export function languageOfShopper(shopper: Shopper): Language {
  return LOCALES[shopper.locale].language as Language;
}

/** A promotion row as the engine sees it: values of the cart's currency, callout in the shopper's language. */
export function toPricingPromotion(row: PromotionRow, cart: Pick<CartRow, 'currency' | 'coupons'>, language: Language): PricingPromotion {
  const coupon = cart.coupons.find((held) => held.promotionId === row.id);
  return {
    id: row.id,
    name: row.name,
    campaignId: row.campaignId,
    level: row.level,
    kind: row.kind,
    percentOffBp: row.percentOffBp,
    amountOff: row.amountOff?.[cart.currency] ?? null,
    threshold: row.threshold?.[cart.currency] ?? null,
    hasThreshold: row.threshold !== null,
    categoryIds: row.qualifiers.categoryIds ?? [],
    brands: row.qualifiers.brands ?? [],
    productIds: row.qualifiers.productIds ?? [],
    shippingMethodCodes: row.qualifiers.shippingMethodCodes ?? [],
    countries: row.countries,
    customerGroup: row.customerGroup,
    exclusivity: row.exclusivity,
    priority: row.priority,
    requiresCoupon: row.requiresCoupon,
    couponCode: coupon?.code ?? null,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    callout: row.callout[language] || row.callout.en,
    approachingDisplayLevels: row.approachingDisplayLevels,
    giftVariantIds: row.giftVariantIds,
    maxGifts: row.maxGifts,
  };
}

export const isDigitalLine = (line: LoadedLine) => line.productType === 'digital';
export const isCustomsLine = (line: LoadedLine) => line.customsExternalUrl !== null;

/** The unit price of a line: a gift card's chosen amount, else the sale price in the cart's currency (null: none). */
export function unitPriceOf(line: LoadedLine): number | null {
  if (line.bonus) return 0;
  return line.customAmount ?? line.salePrice;
}

function toPricingLine(line: LoadedLine, siteId: string): PricingLine {
  const unit = unitPriceOf(line) ?? 0;
  return {
    id: line.id,
    productId: line.productId,
    variantId: line.variantId,
    qty: line.qty,
    unitPrice: unit,
    unitListPrice: line.customAmount ?? line.listPrice ?? unit,
    categoryIds: line.categoryIds,
    brand: siteId,
    bonus: line.bonus,
    discountable: !isDigitalLine(line),
    taxable: !isDigitalLine(line),
  };
}

export interface CartEvaluation {
  readonly result: PricingResult;
  readonly shipments: readonly PlannedShipment[];
  readonly promotions: readonly PricingPromotion[];
}

/** Prices the cart as it is now (pure given its inputs). Gift stock decides which gifts are offered. */
export function evaluateCart(
  cart: CartRow,
  lines: readonly LoadedLine[],
  reference: CartReferenceData,
  shopper: Shopper,
  options: { now: Date; giftStock: ReadonlyMap<string, number>; adjustments?: readonly PricingAdjustment[]; programmes?: ProgrammeFacts | null },
): CartEvaluation {
  const language = languageOfShopper(shopper);
  const promotions = reference.promotions.map((row) => toPricingPromotion(row, cart, language));
  const shipments = planShipments(
    lines.map((line) => ({ id: line.id, delivery: line.delivery, storeId: line.storeId, isCustoms: isCustomsLine(line), isDigital: isDigitalLine(line) })),
    methodsFor(reference, cart.country),
    cart.homeShippingMethod,
  );
  const tax = taxRateFor(reference, cart.country, cart.region);
  const audience = pricingAudience(shopper.owner, options.programmes ?? null, cart.currency);
  const result = priceCart({
    currency: cart.currency,
    country: cart.country,
    customerGroups: audience.customerGroups,
    allowance: audience.allowance,
    now: options.now,
    lines: lines.map((line) => toPricingLine(line, cart.siteId)),
    shipments: toPricingShipments(shipments, cart.currency),
    promotions,
    adjustments: options.adjustments ?? [],
    tax: { rate: tax ? parseRate(tax.rate) : ZERO_RATE, inclusive: tax?.inclusive ?? false },
    giftStock: options.giftStock,
    freeShippingHiddenCountries: FREE_SHIPPING_HIDDEN_COUNTRIES,
  });
  return { result, shipments, promotions };
}
