import { describe, expect, it, vi } from 'vitest';
import type { Cart, CartShippingMethod } from '@schemas/commerce/cart';
import type { Order } from '@schemas/commerce/orders';
import { ApiRequestError } from '@lib/api/client';
import { addressOfContact, applePayAmount, createApplePayFlow, ERROR_TOTAL, sheetShippingMethods, type ApplePayCalls } from '@lib/checkout/apple-pay-flow';
import { apiError, cartItem, cartOf } from '../../../helpers/cart-fixture';

const STANDARD: CartShippingMethod = { code: 'standard', kind: 'standard', label: 'Standard', deliveryTime: '3–5 days', price: { amount: 599, currency: 'USD' } };
const EXPRESS: CartShippingMethod = { code: 'express', kind: 'express', label: 'Express', deliveryTime: '1 day', price: { amount: 1_500, currency: 'USD' } };
const PUDO: CartShippingMethod = { code: 'pudo', kind: 'pudo', label: 'Collection point', deliveryTime: '2 days', price: { amount: 0, currency: 'USD' } };
const item = { productId: 'ST00000001', variantId: 'ST00000001-001-9', qty: 1 };
const text = (key: string, params?: Record<string, string | number>) => (params ? `${key}:${JSON.stringify(params)}` : key);

function cart(overrides: Partial<Cart> = {}, selected: CartShippingMethod = STANDARD): Cart {
  const line = cartItem({ variantId: item.variantId });
  return cartOf([line], {
    shippingMethods: [{ shippingId: 'me', selectedShippingMethod: selected, applicableShippingMethods: [STANDARD, EXPRESS, PUDO], itemIds: [line.id], shippingTotal: selected.price.amount,
      methodTotals: Object.fromEntries([STANDARD, EXPRESS, PUDO].map((method) => [method.code, method.price.amount])) }],
    ...overrides,
  });
}
const withTotals = (base: Cart, totals: Partial<Cart['totals']>): Cart => ({ ...base, totals: { ...base.totals, ...totals } });

/** Fake calls: each answers the cart the test sets, and records what was asked. */
function fakeCalls(overrides: Partial<ApplePayCalls> = {}) {
  const asked: string[] = [];
  const calls: ApplePayCalls = {
    addItem: vi.fn(async () => (asked.push('addItem'), cart())),
    paymentSession: vi.fn(async () => (asked.push('paymentSession'), {
      success: true as const, provider: 'apple-pay' as const, locale: 'en-US',
      meta: { merchantSession: { merchantSessionIdentifier: 'SSH1' }, merchantIdentifier: 'merchant.test', countryCode: 'US', currencyCode: 'USD', supportedNetworks: ['visa'], merchantCapabilities: ['supports3DS'] },
    })),
    applyCoupon: vi.fn(async () => (asked.push('applyCoupon'), cart())),
    shippingAddress: vi.fn(async (_id, address) => (asked.push(address.addressLine1 ? 'shippingAddress' : 'region'), withTotals(cart(), { tax: 532, remainingToPay: 5_000 + 599 + 532 }))),
    shippingMethod: vi.fn(async (_id, _shippingId, code) => (asked.push(`shippingMethod:${code}`), withTotals(cart({}, code === 'express' ? EXPRESS : STANDARD), { shipping: code === 'express' ? 1_500 : 599, remainingToPay: code === 'express' ? 7_032 : 6_131 }))),
    billingAddress: vi.fn(async () => (asked.push('billingAddress'), cart())),
    prepare: vi.fn(async () => (asked.push('prepare'), cart())),
    addInstrument: vi.fn(async () => (asked.push('addInstrument'), cart({ payment_instruments: [{ payment_instrument_id: 'pi-1', payment_method_id: 'DW_APPLE_PAY', amount: 6_131 }] }))),
    place: vi.fn(async () => (asked.push('place'), { orderNumber: 'ST-1', processing: 'finalized' } as Order)),
    ...overrides,
  };
  return { calls, asked };
}
const flowWith = (calls: ApplePayCalls, autoPromoCode: string | null = null) =>
  createApplePayFlow({ calls, item, storeCountry: 'US', merchantName: 'Stride', text, recaptcha: 'sandbox-ok:placeOrder', autoPromoCode });

const SHIPPING = { addressLines: ['1 Main Street'], locality: 'New York', postalCode: '10001', administrativeArea: 'ny', countryCode: 'us', givenName: 'Ada', familyName: 'Lovelace', emailAddress: 'ada@example.com', phoneNumber: '+1 212 555 0123' };
const BILLING = { addressLines: ['2 Rue de Rivoli'], locality: 'Paris', postalCode: '75001', countryCode: 'FR', givenName: 'Ada', familyName: 'Lovelace' };

describe('the Apple Pay sheet\'s delivery methods', () => {
  it('offers each at what the cart would charge for it (a standard delivery made free reads 0.00 while express is chosen)', () => {
    const atExpress = cart({}, EXPRESS);
    atExpress.shippingMethods[0] = { ...atExpress.shippingMethods[0]!, methodTotals: { standard: 0, express: 1_500, pudo: 0 } };
    expect(sheetShippingMethods(atExpress).methods.map((method) => [method.identifier, method.amount])).toEqual([['express', '15.00'], ['standard', '0.00']]);
    expect(sheetShippingMethods(cart({ shippingMethods: [] })).methods).toEqual([]);
  });
});

describe('Apple Pay from the product page: the §4 sequence', () => {
  it('validates the merchant (item, auto promo code, payment session), prices contact and method from the server, and places the order', async () => {
    const { calls, asked } = fakeCalls();
    const flow = flowWith(calls, 'WELCOME10');
    expect(await flow.validateMerchant()).toEqual({ merchantSessionIdentifier: 'SSH1' });
    expect(flow.phase).toBe('open');
    expect(await flow.onPaymentMethodSelected()).toMatchObject({ newTotal: { label: 'Stride', amount: '55.99', type: 'final' } });
    const contact = await flow.onShippingContactSelected({ locality: 'New York', administrativeArea: 'NY', postalCode: '10001', countryCode: 'US' });
    // The server's totals with the state's sales tax; the sheet offers home delivery only, the cart's method first.
    expect(contact.newTotal).toEqual({ label: 'Stride', amount: '61.31', type: 'final' });
    expect(contact.newLineItems).toContainEqual({ label: 'tax', amount: '5.32', type: 'final' });
    expect(contact.newShippingMethods!.map((method) => method.identifier)).toEqual(['standard', 'express']);
    expect(await flow.onShippingMethodSelected({ label: 'Express', detail: '1 day', amount: '15.00', identifier: 'express' })).toMatchObject({ newTotal: { amount: '70.32' } });
    const { result, order } = await flow.onPaymentAuthorized({ token: { paymentData: { data: 'apt_x' } }, shippingContact: SHIPPING, billingContact: BILLING });
    expect(result).toEqual({ status: 0 });
    expect(order?.orderNumber).toBe('ST-1');
    expect(flow.phase).toBe('done');
    expect(calls.addItem).toHaveBeenCalledWith(item);
    expect(asked).toEqual(['addItem', 'applyCoupon', 'paymentSession', 'region', 'shippingMethod:express', 'shippingAddress', 'billingAddress', 'addInstrument', 'prepare', 'place']);
    expect(calls.addInstrument).toHaveBeenCalledWith('basket-1', JSON.stringify({ paymentData: { data: 'apt_x' } }));
    // The billing contact has no email or phone in Apple Pay: the shipping contact's are used.
    expect(calls.billingAddress).toHaveBeenCalledWith('basket-1', expect.objectContaining({ country: 'FR', email: 'ada@example.com', city: 'Paris' }));
    expect(calls.place).toHaveBeenCalledWith(expect.objectContaining({ cartId: 'basket-1', recaptcha_response: 'sandbox-ok:placeOrder', paymentMethod: { code: 'DW_APPLE_PAY', additionalData: { paymentInstrumentId: 'pi-1' } } }));
    const made = asked.length;
    await flow.reset();
    expect(asked).toHaveLength(made);
  });

  it('answers a contact in another country, or with a long city, with the §8 message at its field and the error total', async () => {
    const { calls } = fakeCalls();
    const flow = flowWith(calls);
    await flow.validateMerchant();
    const abroad = await flow.onShippingContactSelected({ locality: 'Paris', postalCode: '75001', countryCode: 'FR' });
    expect(abroad).toEqual({ newTotal: ERROR_TOTAL, newLineItems: [], errors: [{ code: 'shippingContactInvalid', contactField: 'countryCode', message: 'applePayCountryError:{"country":"US"}' }] });
    const longCity = await flow.onShippingContactSelected({ locality: 'C'.repeat(51), countryCode: 'US' });
    expect(longCity.errors).toEqual([{ code: 'shippingContactInvalid', contactField: 'locality', message: 'applePayCityNameLength:{"max":50}' }]);
    expect(ERROR_TOTAL).toEqual({ label: 'error', amount: '1', type: 'pending' });
    expect(calls.shippingAddress).not.toHaveBeenCalled();
    // The server's refusal maps the same way.
    const refusing = fakeCalls({ shippingAddress: async () => { throw new ApiRequestError(400, { ...apiError(400, 'applePayCountryError'), errorDetails: [{ errorId: 'applePayCountryError', message: 'x', field: 'addresses.0.country' }] }, 'x'); } });
    const second = flowWith(refusing.calls);
    await second.validateMerchant();
    expect((await second.onShippingContactSelected({ countryCode: 'US', locality: 'Anchorage', administrativeArea: 'AK' })).errors).toEqual([{ code: 'shippingContactInvalid', contactField: 'countryCode', message: 'applePayCountryError:{"country":"US"}' }]);
  });

  it('says when no method delivers there, and when a method cannot be set', async () => {
    const none = fakeCalls({ shippingAddress: async () => cart({ shippingMethods: [{ shippingId: 'me', selectedShippingMethod: PUDO, applicableShippingMethods: [PUDO], itemIds: [], shippingTotal: 0, methodTotals: { [PUDO.code]: 0 } }] }) });
    const flow = flowWith(none.calls);
    await flow.validateMerchant();
    expect((await flow.onShippingContactSelected({ countryCode: 'US', locality: 'Austin', administrativeArea: 'TX' })).errors).toEqual([{ code: 'addressUnserviceable', message: 'applePayShippingMethodListError' }]);
    const failing = fakeCalls({ shippingMethod: async () => { throw new ApiRequestError(400, apiError(400, 'SHP400'), 'x'); } });
    const second = flowWith(failing.calls);
    await second.validateMerchant();
    expect(await second.onShippingMethodSelected({ label: 'Express', detail: '', amount: '15.00', identifier: 'express' })).toEqual({ newTotal: ERROR_TOTAL, newLineItems: [], errors: [{ code: 'unknown', message: 'applePayShippingMethodError' }] });
  });

  it('refuses invalid contacts at authorisation without calling the API, and keeps the sheet open', async () => {
    const { calls } = fakeCalls();
    const flow = flowWith(calls);
    await flow.validateMerchant();
    const { result } = await flow.onPaymentAuthorized({ token: {}, shippingContact: { ...SHIPPING, familyName: '' }, billingContact: { ...BILLING, countryCode: 'XX' } });
    expect(result.status).toBe(1);
    expect(result.errors).toEqual([
      expect.objectContaining({ code: 'shippingContactInvalid', contactField: 'familyName' }),
      expect.objectContaining({ code: 'billingContactInvalid', contactField: 'countryCode', message: 'applePayBillingCountryError' }),
    ]);
    expect(calls.shippingAddress).not.toHaveBeenCalled();
    expect(flow.phase).toBe('open');
  });

  it('pays a buy-now basket of the item alone; a declined payment is the unknown failure, and cancelling lets the basket go without touching anything (§4 reset)', async () => {
    const { calls, asked } = fakeCalls({
      addItem: async () => cart({ items: [cartItem({ variantId: item.variantId, qty: 3 })] }),
      place: async () => { throw new ApiRequestError(402, apiError(402, 'PAYMENT_ERROR'), 'x'); },
    });
    const flow = flowWith(calls);
    await flow.validateMerchant();
    const { result } = await flow.onPaymentAuthorized({ token: {}, shippingContact: SHIPPING, billingContact: BILLING });
    expect(result).toEqual({ status: 1, errors: [{ code: 'unknown', message: 'applePayUnknownError' }] });
    const made = asked.length;
    await flow.reset();
    await flow.reset();
    // The shopper's cart was never changed (the basket is its own cart): nothing is written to put it back.
    expect(asked).toHaveLength(made);
    expect(flow.phase).toBe('reset');
    expect((await flow.onPaymentMethodSelected()).newTotal).toEqual(ERROR_TOTAL);
  });

  it('a merchant validation that fails closes the sheet with nothing to put back; events out of order answer a failure', async () => {
    const { calls, asked } = fakeCalls({ paymentSession: async () => { throw new ApiRequestError(404, apiError(404, 'PYT404'), 'x'); } });
    const flow = flowWith(calls);
    expect(await flow.onPaymentMethodSelected()).toMatchObject({ newTotal: ERROR_TOTAL });
    await expect(flow.validateMerchant()).rejects.toThrow();
    await flow.reset();
    expect(asked).toEqual(['addItem']);
    expect((await flow.onPaymentAuthorized({ token: {} })).result.status).toBe(1);
  });
});

describe('Apple Pay amounts and contacts', () => {
  it('writes minor units as the currency’s decimal string, and a contact as a §3 address', () => {
    expect(applePayAmount(6_131, 'USD')).toBe('61.31');
    expect(applePayAmount(500, 'JPY')).toBe('500');
    expect(addressOfContact(SHIPPING)).toEqual({ firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1 Main Street', city: 'New York', postalCode: '10001', stateCode: 'NY', email: 'ada@example.com', phone: '+1 212 555 0123', country: 'US' });
    // A region only where the cart prices by it (US, CA).
    expect(addressOfContact({ ...BILLING, administrativeArea: 'Île-de-France' })).not.toHaveProperty('stateCode');
  });
});
