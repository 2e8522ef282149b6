import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Cart } from '@schemas/commerce/cart';
import type { Order } from '@schemas/commerce/orders';
import { sandboxApplePayProvider, type SandboxApplePayCard } from '@server/payments/sandbox/sandbox-apple-pay';
import { sandboxCardProcessor } from '@server/payments/sandbox/sandbox-processor';
import { createSandboxPayApp } from '@server/payments/sandbox/sandbox-app';
import { createApiApp } from '@server/app';
import { queryRows } from '../../../helpers/query-rows';
import { openSeededDatabase } from '../../../helpers/seeded-database';
import { variants, type TestVariant } from '../cart/cart-db';
import { checkoutHttp } from './checkout-http';

/** Apple Pay over HTTP (§4 sequence, §5 contact rules, §8 ids) with the sandbox's test wallet. */
const processor = sandboxCardProcessor();
const applePay = sandboxApplePayProvider();
const sandbox = createSandboxPayApp();
let database: Awaited<ReturnType<typeof openSeededDatabase>>;
let app: ReturnType<typeof createApiApp>;
let pool: TestVariant[];
let next = 0;
const take = () => pool[next++]!;
/** What Safari tells on onshippingcontactselected (redacted), and the full contact of onpaymentauthorized. */
const REDACTED = { city: 'New York', stateCode: 'NY', postalCode: '10001', country: 'US' };
const CONTACT = { ...REDACTED, firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1 Main Street', email: 'ada@example.com', phone: '2125550123' };

const { call, json, expectError } = checkoutHttp(() => app, 'apple-pay-client');
async function guestToken(): Promise<string> {
  return (await json<{ accessToken: string }>(await call('POST', '/token/v2/auth/token', undefined, { type: 'Guest' }))).accessToken;
}
/** The test wallet's device: a payment token for an amount (the JSON the page sends, as it stringifies ApplePayPaymentToken). */
async function walletToken(amount: number, currency = 'USD', card?: SandboxApplePayCard): Promise<string> {
  const res = await sandbox.request('/sandbox-pay/apple-pay/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount, currency, ...(card ? { card } : {}) }) });
  expect(res.status).toBe(200);
  return JSON.stringify(await res.json());
}
const shipTo = (token: string, basketId: string, address: Record<string, unknown>) =>
  call('POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, { addresses: [address], context: 'APPLE_PAY_EXPRESS' });
const place = (token: string, basketId: string, key: string, additionalData?: Record<string, unknown>) =>
  call('PUT', '/cart/v2/checkout/order', token, { recaptcha_response: 'sandbox-ok:placeOrder', cartId: basketId, paymentMethod: { code: 'DW_APPLE_PAY', ...(additionalData ? { additionalData } : {}) } }, { 'idempotency-key': key });

/** The product page's sequence up to the payment: item, merchant validation, contact, full address, billing. */
async function applePayCart(variant = take()) {
  const token = await guestToken();
  const cart = await json<Cart>(await call('POST', '/cart/v1/cartWithItem', token, { productId: variant.id, qty: 1 }));
  const { basketId } = cart;
  await json(await call('GET', `/cart/v1/paymentSession?cartId=${basketId}&paymentMethodId=DW_APPLE_PAY&referer=${encodeURIComponent('https://shop.test/en-us/p/x')}`, token));
  const estimated = await json<Cart>(await shipTo(token, basketId, REDACTED));
  await json(await shipTo(token, basketId, CONTACT));
  const billed = await json<Cart>(await call('POST', `/cart/v1/cart/${basketId}/billingAddress`, token, CONTACT));
  return { token, basketId, variant, estimated, cart: billed };
}

beforeAll(async () => {
  database = await openSeededDatabase();
  app = createApiApp({ db: database.db, basePath: '/api', identity: { storefrontOrigin: 'https://shop.test' }, payments: { card: processor, applePay } });
  pool = (await variants(database.db, 'stride')).filter((variant) => variant.quantity >= 5 && variant.salePrice >= 2000);
});
afterAll(() => database.close());

describe('Apple Pay: merchant validation and payment methods', () => {
  it('offers DW_APPLE_PAY and answers an opaque merchant session for the shopper’s cart only', async () => {
    const token = await guestToken();
    const { basketId } = await json<Cart>(await call('POST', '/cart/v1/cartWithItem', token, { productId: take().id, qty: 1 }));
    const methods = await json<{ applicablePaymentMethods: Array<{ id: string; provider: string }> }>(await call('GET', `/cart/v1/cart/${basketId}/paymentMethods`, token));
    expect(methods.applicablePaymentMethods).toContainEqual(expect.objectContaining({ id: 'DW_APPLE_PAY', provider: 'sandbox-apple-pay' }));
    const session = await json<{ provider: string; locale: string; meta: Record<string, unknown> & { merchantSession: Record<string, unknown> } }>(
      await call('GET', `/cart/v1/paymentSession?cartId=${basketId}&paymentMethodId=DW_APPLE_PAY&paymentMethod=DW_APPLE_PAY&referer=${encodeURIComponent('https://shop.test/en-us/p/x')}`, token));
    expect(session).toMatchObject({ provider: 'apple-pay', locale: 'en-US', meta: { countryCode: 'US', currencyCode: 'USD', merchantIdentifier: applePay.merchantIdentifier } });
    expect(session.meta.merchantSession).toMatchObject({ domainName: 'shop.test', displayName: 'Stride', merchantSessionIdentifier: expect.any(String), signature: expect.any(String) });
    const stranger = await guestToken();
    await expectError(await call('GET', `/cart/v1/paymentSession?cartId=${basketId}&paymentMethodId=DW_APPLE_PAY`, stranger), 'CART_NOT_FOUND');
    await expectError(await call('GET', `/cart/v1/paymentSession?cartId=${basketId}&paymentMethodId=APPLE`, token), 'API400', 'paymentMethodId');
  });

  it('is not offered where the merchant does not take it (PYT404)', async () => {
    const britishOnly = createApiApp({ db: database.db, basePath: '/api', identity: { storefrontOrigin: 'https://shop.test' }, payments: { card: processor, applePay: sandboxApplePayProvider({ countries: ['GB'] }) } });
    const previous = app;
    app = britishOnly;
    try {
      const token = await guestToken();
      const { basketId } = await json<Cart>(await call('POST', '/cart/v1/cartWithItem', token, { productId: take().id, qty: 1 }));
      const methods = await json<{ applicablePaymentMethods: Array<{ id: string }> }>(await call('GET', `/cart/v1/cart/${basketId}/paymentMethods`, token));
      expect(methods.applicablePaymentMethods.map((m) => m.id)).not.toContain('DW_APPLE_PAY');
      await expectError(await call('GET', `/cart/v1/paymentSession?cartId=${basketId}&paymentMethodId=DW_APPLE_PAY`, token), 'PYT404', 'paymentMethodId');
      await expectError(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'DW_APPLE_PAY', token: await walletToken(1000) }), 'PYT404');
    } finally {
      app = previous;
    }
  });
});

describe('Apple Pay: the shipping contact (context APPLE_PAY_EXPRESS, §5 rules, §8 ids)', () => {
  it('prices the redacted contact’s region, stores the full one, and refuses bad contacts with their ids', async () => {
    const token = await guestToken();
    const { basketId, totals } = await json<Cart>(await call('POST', '/cart/v1/cartWithItem', token, { productId: take().id, qty: 1 }));
    // Safari's redacted contact: the state prices the sales tax, no address is stored yet.
    const estimated = await json<Cart>(await shipTo(token, basketId, REDACTED));
    expect(estimated.totals.tax).toBeGreaterThan(totals.tax);
    expect(estimated.shippingAddress ?? null).toBeNull();
    await expectError(await shipTo(token, basketId, { ...REDACTED, country: 'FR', stateCode: undefined, postalCode: '75001' }), 'applePayCountryError', 'addresses.0.country');
    await expectError(await shipTo(token, basketId, { ...CONTACT, country: 'CA', stateCode: 'ON', postalCode: 'M5V 2T6' }), 'applePayCountryError', 'addresses.0.country');
    await expectError(await shipTo(token, basketId, { ...CONTACT, city: 'C'.repeat(51) }), 'applePayCityNameLength', 'addresses.0.city');
    await expectError(await shipTo(token, basketId, { ...CONTACT, firstName: 'Ada<script>' }), 'applePayShippingContactInvalid', 'addresses.0.firstName');
    await expectError(await shipTo(token, basketId, { ...CONTACT, lastName: '' }), 'applePayShippingContactInvalid', 'addresses.0.lastName');
    // The identity rules still hold (names of at least 2 letters), answered as an invalid contact.
    await expectError(await shipTo(token, basketId, { ...CONTACT, firstName: 'A' }), 'applePayShippingContactInvalid', 'addresses.0.firstName');
    await expectError(await call('POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, { addresses: [CONTACT], context: 'APPLE' }), 'API400', 'context');
    // A city of up to 50 (longer than the address form's 30) is Apple Pay's own rule.
    const city = 'Llanfairpwllgwyngyll Gogerychwyrndrobwll Town';
    const stored = await json<Cart>(await shipTo(token, basketId, { ...CONTACT, city }));
    expect(stored.shippingAddress).toMatchObject({ city, firstName: 'Ada', lastName: 'Lovelace', country: 'US', context: 'APPLE_PAY_EXPRESS' });
  });
});

describe('Apple Pay: the payment token', () => {
  it('takes a token for the cart’s total, places the order with the wallet, voids on cancel', async () => {
    const { token, basketId, cart, variant } = await applePayCart();
    const due = cart.totals.remainingToPay;
    await expectError(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'DW_APPLE_PAY', token: await walletToken(due + 1) }), 'PAY400', 'token');
    await expectError(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'DW_APPLE_PAY', token: await walletToken(due, 'EUR') }), 'PAY400', 'token');
    await expectError(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'DW_APPLE_PAY', token: '{"paymentData":{"data":"apt_forged.token"}}' }), 'PAY400', 'token');
    await expectError(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'DW_APPLE_PAY', token: 'not json at all' }), 'PAY400', 'token');
    await expectError(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'DW_APPLE_PAY' }), 'API400', 'token');
    const walletJson = await walletToken(due);
    const withWallet = await json<Cart>(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'DW_APPLE_PAY', token: walletJson }));
    expect(withWallet.payment_instruments).toMatchObject([{ payment_method_id: 'DW_APPLE_PAY', amount: due }]);
    expect(JSON.stringify(withWallet)).not.toContain('apt_');
    await json(await call('POST', '/cart/v1/cart/prepareOrder', token, { basketId }));
    const order = await json<Order>(await place(token, basketId, 'apple-pay-1'));
    expect(order).toMatchObject({ processing: 'finalized', paymentMethod: [{ code: 'DW_APPLE_PAY', amount: due }] });
    expect(order.items[0]).toMatchObject({ variantId: variant.id });
    expect(applePay.journal.filter((entry) => entry.merchantReference.startsWith(order.orderNumber)).map((entry) => [entry.call, entry.resultCode])).toEqual([['authorise', 'Authorised']]);
    const cancelled = await json<Order>(await call('POST', '/consumers-v3/consumer/CancelOrder', token, { orderNumber: order.orderNumber, st: order.st }));
    expect(cancelled.status).toBe('cancelled');
    expect(applePay.journal.some((entry) => entry.call === 'void' && entry.merchantReference.startsWith(order.orderNumber))).toBe(true);
    expect(processor.journal.some((entry) => entry.merchantReference.startsWith(order.orderNumber))).toBe(false);
  });

  it('the declined test-wallet card undoes everything (PAYMENT_ERROR); the cart then pays with the approved one', async () => {
    const { token, basketId, cart, variant } = await applePayCart();
    const due = cart.totals.remainingToPay;
    await json(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'DW_APPLE_PAY', token: await walletToken(due, 'USD', 'declined') }));
    const [before] = await queryRows<{ reserved: number }>(database.db, sql`select reserved from catalog_inventory where variant_id = ${variant.id}`);
    await expectError(await place(token, basketId, 'apple-pay-declined'), 'PAYMENT_ERROR');
    const [after] = await queryRows<{ reserved: number }>(database.db, sql`select reserved from catalog_inventory where variant_id = ${variant.id}`);
    expect(after).toEqual(before);
    await json(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'DW_APPLE_PAY', token: await walletToken(due, 'USD', 'approved-mc') }));
    expect((await json<Order>(await place(token, basketId, 'apple-pay-retry'))).processing).toBe('finalized');
  });

  it('takes the wallet token with place order itself, refuses one for another amount at placement, and captures when shipped', async () => {
    const { token, basketId, cart } = await applePayCart();
    const due = cart.totals.remainingToPay;
    await expectError(await place(token, basketId, 'apple-pay-forged', { token: 'garbage-token' }), 'PAY400', 'paymentMethod.additionalData.token');
    await expectError(await place(token, basketId, 'apple-pay-wrong-amount', { token: await walletToken(due - 100) }), 'PAY400');
    const order = await json<Order>(await place(token, basketId, 'apple-pay-inline', { token: await walletToken(due) }));
    expect(order).toMatchObject({ processing: 'finalized', paymentMethod: [{ code: 'DW_APPLE_PAY', amount: due }] });
    const previous = process.env.STOREFRONT_DEV_TOOLS;
    process.env.STOREFRONT_DEV_TOOLS = 'true';
    try {
      expect((await json<Order>(await call('POST', `/dev/orders/${order.orderNumber}/advance`, undefined, {}))).status).toBe('shipped');
    } finally {
      if (previous === undefined) delete process.env.STOREFRONT_DEV_TOOLS;
      else process.env.STOREFRONT_DEV_TOOLS = previous;
    }
    expect(applePay.journal.some((entry) => entry.call === 'capture' && entry.merchantReference.startsWith(order.orderNumber))).toBe(true);
  });

  it('the test wallet’s device refuses bad input (400, never a 500)', async () => {
    const res = await sandbox.request('/sandbox-pay/apple-pay/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: -1, currency: 'USD' }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errorDetails: Array<{ field: string }> }).errorDetails[0]!.field).toBe('amount');
    const unknownCard = await sandbox.request('/sandbox-pay/apple-pay/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: 100, currency: 'USD', card: 'gold' }) });
    expect(unknownCard.status).toBe(400);
  });
});
