import type { PricingInput, PricingLine, PricingPromotion, PricingShipment } from '@server/domain/cart/pricing/types';

/** Builders for pricing-engine tests: sensible defaults, override what a test is about. */
export function promotion(overrides: Partial<PricingPromotion> & Pick<PricingPromotion, 'id'>): PricingPromotion {
  return {
    name: overrides.id,
    campaignId: null,
    level: 'ORDER',
    kind: 'percent',
    percentOffBp: 1000,
    amountOff: null,
    threshold: null,
    hasThreshold: overrides.threshold !== undefined && overrides.threshold !== null,
    categoryIds: [],
    brands: [],
    productIds: [],
    shippingMethodCodes: [],
    countries: null,
    customerGroup: 'ALL',
    exclusivity: 'none',
    priority: 100,
    requiresCoupon: false,
    couponCode: null,
    startsAt: null,
    endsAt: null,
    callout: 'Spend more|You saved|On your order',
    approachingDisplayLevels: ['cart', 'minicart'],
    giftVariantIds: [],
    maxGifts: 1,
    ...overrides,
  };
}

export function line(overrides: Partial<PricingLine> & Pick<PricingLine, 'id'>): PricingLine {
  return {
    productId: `P-${overrides.id}`,
    variantId: `V-${overrides.id}`,
    qty: 1,
    unitPrice: 10_000,
    unitListPrice: overrides.unitPrice ?? 10_000,
    categoryIds: ['cat-a'],
    brand: 'stride',
    bonus: false,
    discountable: true,
    taxable: true,
    ...overrides,
  };
}

export function homeShipment(lineIds: string[], price = 500, freeThreshold: number | null = null): PricingShipment {
  return { shippingId: 'me', methodCode: 'standard', methodKind: 'standard', price, freeThreshold, lineIds };
}

export function input(overrides: Partial<PricingInput> = {}): PricingInput {
  const lines = overrides.lines ?? [line({ id: 'a' })];
  return {
    currency: 'USD',
    country: 'US',
    customerGroups: ['GUEST'],
    allowance: null,
    now: new Date('2026-02-01T00:00:00Z'),
    lines,
    shipments: [homeShipment(lines.map((l) => l.id))],
    promotions: [],
    adjustments: [],
    tax: { rate: { units: 0, scale: 0 }, inclusive: false },
    giftStock: new Map(),
    freeShippingHiddenCountries: ['FR', 'IT', 'DE', 'GB'],
    ...overrides,
  };
}
