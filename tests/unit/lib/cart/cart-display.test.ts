import { describe, expect, it } from 'vitest';
import type { ApproachingPromotion } from '@schemas/commerce/cart';
import { approachingCallouts, deliveryKindOfCode, deliveryOf } from '@lib/cart/cart-display';
import { cartItem } from '../../../helpers/cart-fixture';

const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
const promotion = (overrides: Partial<ApproachingPromotion>): ApproachingPromotion => ({
  promotionId: 'FREE-SHIP', promotionClass: 'SHIPPING', level: 'SHIPPING', approachingDisplayLevel: ['cart', 'minicart'],
  distanceFromConditionThreshold: 2_500, threshold: 7_500, calloutMsg: 'Spend {amount} more for free delivery|Free delivery|On orders over {threshold}',
  calloutMessage: 'Spend {amount} more for free delivery|Free delivery|On orders over {threshold}', status: 'Below Threshold', ...overrides,
});

describe('approaching promotion callouts (§3, §4, §5)', () => {
  it('below the threshold: the first part with the distance, progress towards it, the details', () => {
    expect(approachingCallouts([promotion({})], 'cart', money)).toEqual([
      { promotionId: 'FREE-SHIP', reached: false, text: 'Spend $25.00 more for free delivery', details: 'On orders over $75.00', progress: 5_000 / 7_500, distance: 2_500 },
    ]);
  });

  it('reached or above: the second part', () => {
    for (const status of ['Threshold Reached', 'Above Threshold'] as const) {
      expect(approachingCallouts([promotion({ status, distanceFromConditionThreshold: 0 })], 'minicart', money)[0]).toMatchObject({ reached: true, text: 'Free delivery', progress: 1 });
    }
  });

  it('ignores a callout that does not have exactly three parts (§5)', () => {
    expect(approachingCallouts([promotion({ calloutMsg: 'Spend more|Free', calloutMessage: 'Spend more|Free' })], 'cart', money)).toEqual([]);
    expect(approachingCallouts([promotion({ calloutMsg: 'a|b|c|d', calloutMessage: 'a|b|c|d' })], 'cart', money)).toEqual([]);
  });

  it('shows an entry only on the surfaces it names', () => {
    expect(approachingCallouts([promotion({ approachingDisplayLevel: ['cart'] })], 'minicart', money)).toEqual([]);
    expect(approachingCallouts([promotion({ approachingDisplayLevel: [] })], 'minicart', money)).toHaveLength(1);
  });
});

describe('delivery of a line (§4 shipping codes)', () => {
  it('maps the codes: pickup and pudo are pickup, sts ship to store, digital, customs, else home', () => {
    expect(['pickup', 'pudo', 'sts', 'digital', 'customs', 'standard', 'express'].map(deliveryKindOfCode)).toEqual(['pickup', 'pickup', 'sts', 'digital', 'customs', 'home', 'home']);
  });

  it('reads the selected option of a line', () => {
    const pickup = { selected: true, available: true, shippingMethod: { code: 'pickup', kind: 'pickup', label: 'Pickup', deliveryTime: '2 h', price: { amount: 0, currency: 'USD' } }, storeInfo: { id: 'S1', name: 'Store', storeInventory: 3 } };
    expect(deliveryOf(cartItem())).toBe('home');
    expect(deliveryOf(cartItem({ storeId: 'S1', shippingOptions: [{ ...cartItem().shippingOptions[0]!, selected: false }, pickup] }))).toBe('pickup');
  });
});
