import { describe, expect, it } from 'vitest';
import { isPickupOnly } from '@lib/checkout/cart-progress';
import { cartItem } from '../../../helpers/cart-fixture';

const deliveredBy = (kind: string) => cartItem({
  shippingOptions: [{ selected: true, available: true, storeInfo: null, shippingMethod: { code: kind, kind, label: kind, deliveryTime: '', price: { amount: 0, currency: 'USD' } } }],
});

describe('which carts need no shipping address at checkout', () => {
  it('picked up, shipped to a store or sent by email: none; a collection point or home: one', () => {
    expect(isPickupOnly({ items: [deliveredBy('pickup'), deliveredBy('sts'), deliveredBy('digital')] })).toBe(true);
    // A collection point is an address (the point's): the shipping step asks for one.
    expect(isPickupOnly({ items: [deliveredBy('pudo')] })).toBe(false);
    expect(isPickupOnly({ items: [deliveredBy('pickup'), deliveredBy('standard')] })).toBe(false);
    expect(isPickupOnly({ items: [] })).toBe(false);
  });
});
