import type { Rate } from '../money/money';

/**
 * Input and output of the pricing engine (pure functions, no database). Amounts are integer
 * minor units of `currency`; the loader has already picked each promotion's values for it.
 */
export type Level = 'ORDER' | 'PRODUCT' | 'SHIPPING';
/**
 * Who a promotion is for. A shopper is in several at once: GUEST or REGISTERED, plus the
 * programmes of their profile (EMPLOYEE once the terms are accepted, IPA, WRANX).
 */
export type CustomerGroup = 'GUEST' | 'REGISTERED' | 'EMPLOYEE' | 'IPA' | 'WRANX';

/** Promotions of this group are the employee discount: their base never exceeds the shopper's allowance left. */
export const ALLOWANCE_GROUP: CustomerGroup = 'EMPLOYEE';

export interface PricingLine {
  readonly id: string;
  readonly productId: string;
  readonly variantId: string;
  readonly qty: number;
  /** Unit price now (sale price, or a gift card's custom amount). Bonus lines are priced 0 whatever this says. */
  readonly unitPrice: number;
  readonly unitListPrice: number;
  readonly categoryIds: readonly string[];
  readonly brand: string;
  /** A gift with purchase: price 0, no discount, no tax, not counted towards thresholds. */
  readonly bonus: boolean;
  /** Gift cards are neither discounted nor counted towards thresholds. */
  readonly discountable: boolean;
  readonly taxable: boolean;
}

export interface PricingShipment {
  readonly shippingId: string;
  readonly methodCode: string;
  readonly methodKind: string;
  /** Price of the method in the cart's currency. */
  readonly price: number;
  /** Free once the qualifying merchandise subtotal reaches this; null: never by itself. */
  readonly freeThreshold: number | null;
  readonly lineIds: readonly string[];
  /** Every method the shipment may take (the chosen one too), each quoted in the result's methodTotals. */
  readonly options?: readonly ShipmentMethodOption[];
}

/** A method a shipment may take, as pricing sees it. */
export type ShipmentMethodOption = Pick<PricingShipment, 'methodCode' | 'methodKind' | 'price' | 'freeThreshold'>;

export interface PricingPromotion {
  readonly id: string;
  readonly name: string;
  readonly campaignId: string | null;
  readonly level: Level;
  readonly kind: 'percent' | 'amount' | 'free_shipping' | 'gift';
  readonly percentOffBp: number | null;
  /** In the cart's currency; null when the promotion has no value for it (then it does not apply). */
  readonly amountOff: number | null;
  readonly threshold: number | null;
  /** Whether the promotion has a threshold at all (a threshold missing for the currency makes it not apply). */
  readonly hasThreshold: boolean;
  readonly categoryIds: readonly string[];
  readonly brands: readonly string[];
  readonly productIds: readonly string[];
  readonly shippingMethodCodes: readonly string[];
  readonly countries: readonly string[] | null;
  readonly customerGroup: 'ALL' | CustomerGroup;
  readonly exclusivity: 'none' | 'class' | 'global';
  readonly priority: number;
  readonly requiresCoupon: boolean;
  /** The coupon in the cart that activates it (coupon promotions), else null. */
  readonly couponCode: string | null;
  readonly startsAt: string | null;
  readonly endsAt: string | null;
  /** In the shopper's language; three parts 'below|reached|details' for threshold promotions. */
  readonly callout: string;
  readonly approachingDisplayLevels: readonly string[];
  readonly giftVariantIds: readonly string[];
  readonly maxGifts: number;
}

export interface PricingAdjustment {
  readonly id: string;
  /** A line, or null for the whole order. */
  readonly lineId: string | null;
  readonly amountOff: number | null;
  readonly percentOffBp: number | null;
}

export interface PricingInput {
  readonly currency: string;
  readonly country: string;
  readonly customerGroups: readonly CustomerGroup[];
  /**
   * What is left of the shopper's yearly employee allowance, in the cart's currency: the most
   * merchandise the employee discount may take its percentage of. Null: no cap.
   */
  readonly allowance: number | null;
  readonly now: Date;
  readonly lines: readonly PricingLine[];
  readonly shipments: readonly PricingShipment[];
  readonly promotions: readonly PricingPromotion[];
  readonly adjustments: readonly PricingAdjustment[];
  readonly tax: { readonly rate: Rate; readonly inclusive: boolean };
  /** Sellable stock of the gift variants (only gifts in stock are offered). */
  readonly giftStock: ReadonlyMap<string, number>;
  /** Countries where free shipping is not advertised (§9): no callout, no approaching promotion. */
  readonly freeShippingHiddenCountries: readonly string[];
}

export interface AppliedDiscount {
  readonly promotion: PricingPromotion;
  readonly discount: number;
}

export interface LinePrice {
  readonly lineId: string;
  readonly rowTotal: number;
  readonly productDiscount: number;
  readonly orderDiscount: number;
  readonly priceAfterItemDiscount: number;
  readonly priceAfterOrderDiscount: number;
  readonly tax: number;
  readonly productPromotions: readonly AppliedDiscount[];
  readonly adjustmentDiscount: number;
}

export interface ShipmentPrice {
  readonly shippingId: string;
  /** Before shipping promotions (0 when the method's own free threshold is met). */
  readonly price: number;
  readonly discount: number;
  readonly total: number;
  readonly tax: number;
}

export interface Totals {
  readonly total: number;
  readonly totalDiscount: number;
  readonly itemTotal: number;
  readonly totalWithoutTax: number;
  readonly shipping: number;
  readonly tax: number;
  readonly totalDiscountPercentage: number;
  readonly remainingToPay: number;
  readonly totalUnits: number;
  readonly itemSubTotal: number;
  readonly netAmount: number;
  readonly taxAmount: number;
  readonly appliedRewards: number;
  readonly taxIncluded: boolean;
}

export interface SummaryEntry {
  readonly level: Level;
  readonly promotion: PricingPromotion;
  readonly discount: number;
  readonly calloutMessage: string;
}

export interface Approaching {
  readonly promotion: PricingPromotion;
  readonly threshold: number;
  readonly distance: number;
  readonly status: 'Above Threshold' | 'Below Threshold' | 'Threshold Reached';
}

export interface GiftOffer {
  readonly promotion: PricingPromotion;
  /** Gift variants in stock, in the promotion's order. */
  readonly choices: readonly string[];
}

export interface PricingResult {
  readonly lines: ReadonlyMap<string, LinePrice>;
  readonly shipments: readonly ShipmentPrice[];
  readonly totals: Totals;
  readonly summary: readonly SummaryEntry[];
  readonly orderPromotions: readonly AppliedDiscount[];
  readonly approaching: readonly Approaching[];
  readonly gifts: readonly GiftOffer[];
  /** Every promotion that took effect (coupon status: APPLIED or NO_APPLICABLE_PROMOTION). */
  readonly appliedPromotionIds: ReadonlySet<string>;
  readonly adjustmentDiscounts: ReadonlyMap<string, number>;
  /** Merchandise bought under the employee discount: what placement counts against the allowance (0 without a cap). */
  readonly allowanceUsed: number;
  /**
   * Per shipment, what it would cost with each of its options (after the method's free threshold and the
   * shipping promotions, before tax added on top): the chosen method's is the shipment's total.
   */
  readonly methodTotals: ReadonlyMap<string, ReadonlyMap<string, number>>;
}
