import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AgentSession } from '@schemas/commerce/auth';
import type { Cart } from '@schemas/commerce/cart';
import type { Order } from '@schemas/commerce/orders';
import { createApiApp } from '@server/app';
import { sandboxCardProcessor } from '@server/payments/sandbox/sandbox-processor';
import { createSandboxPayApp } from '@server/payments/sandbox/sandbox-app';
import { queryRows } from '../../../helpers/query-rows';
import { openSeededDatabase } from '../../../helpers/seeded-database';
import { expectError } from '../identity/identity-api';
import { variants, type TestVariant } from '../cart/cart-db';

/**
 * In-store associate mode over HTTP (spec §6, §7 agent login, retrieveUserData, price adjustments,
 * place order): the associate's own token kind, its store, acting for a customer, the limits, and
 * the audit table. Every refusal in the §8 shape.
 */
const sandbox = createSandboxPayApp();
let database: Awaited<ReturnType<typeof openSeededDatabase>>;
let app: ReturnType<typeof createApiApp>;
let pool: TestVariant[];
let next = 0;
const take = () => pool[next++]!;
const CUSTOMER = 'shopper@stride.example';

async function call(method: string, path: string, token: string | undefined, body?: unknown, headers: Record<string, string> = {}) {
  const h: Record<string, string> = { accept: 'application/json', 'x-brand': 'stride', ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (body !== undefined) h['content-type'] = 'application/json';
  return app.request(`http://localhost/api${path}`, { method, headers: h, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, { clientAddress: 'test-client' });
}
async function json<T>(res: Response): Promise<T> {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const agentLogin = (storeEmployeeId: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call('POST', '/consumers-v3/consumer/agent/login', undefined, { storeEmployeeId, password: 'Associate2026', ...extra }, headers);
async function associate(storeEmployeeId = 'E1011'): Promise<AgentSession> {
  return json<AgentSession>(await agentLogin(storeEmployeeId));
}
async function shopperToken(email = CUSTOMER): Promise<string> {
  const { createHash, randomBytes } = await import('node:crypto');
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const { authorizationCode } = await json<{ authorizationCode: string }>(await call('POST', '/consumers-v3/auth/signin', undefined,
    { type: 'Registered', username: email, password: 'Storefront2026', codeChallenge: challenge, recaptcha_response: 'sandbox-ok:login' }));
  return (await json<{ accessToken: string }>(await call('POST', '/token/v2/auth/token', undefined, { type: 'Registered', authorizationCode, codeVerifier: verifier }))).accessToken;
}
async function cardToken() {
  const res = await sandbox.request('/sandbox-pay/tokenize', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ number: '4111111145551142', expiry: '12/30', cvc: '737' }) });
  return (await res.json()) as { token: string };
}
const auditOf = (employeeId: string) => queryRows<{ action: string; store_id: string; employee_id: string; consumer_id: string | null; subject: string | null; at: string; details: Record<string, unknown> }>(
  database.db, sql`select action, store_id, employee_id, consumer_id, subject, at, details from associate_audit where employee_id = ${employeeId} order by at, id`);

beforeAll(async () => {
  database = await openSeededDatabase();
  app = createApiApp({ db: database.db, basePath: '/api', identity: { storefrontOrigin: 'https://shop.test' }, payments: { card: sandboxCardProcessor() } });
  pool = (await variants(database.db, 'stride')).filter((variant) => variant.quantity >= 5 && variant.salePrice >= 2000);
});
afterAll(() => database.close());

describe('agent login', () => {
  it('answers a short-lived token of its own kind, with no refresh token and never as a cookie', async () => {
    const res = await agentLogin('e1011', {}, { 'x-storefront-session': 'cookie' });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    const session = await json<AgentSession & { refreshToken?: string }>(res);
    expect(session).toMatchObject({ tokenKind: 'agent', consumerType: 'EMPLOYEE', storeId: 'ST-US-01', storeName: 'Stride New York', storeEmployeeId: 'E1011', maxPriceAdjustmentPercent: 20 });
    expect(session.accessToken).toEqual(expect.any(String));
    expect(session.refreshToken).toBeUndefined();
    expect(session.expiresIn).toBeLessThanOrEqual(30 * 60);
  });

  it('refuses wrong credentials, another store than the employee’s, and bad input', async () => {
    await expectError(await call('POST', '/consumers-v3/consumer/agent/login', undefined, { storeEmployeeId: 'E1011', password: 'nope' }), 'AUT414');
    await expectError(await agentLogin('E1011', { storeId: 'ST-US-02' }), 'STR403', 'storeId');
    expect((await json<AgentSession>(await agentLogin('E1011', { storeId: 'ST-US-01' }))).storeId).toBe('ST-US-01');
    await expectError(await call('POST', '/consumers-v3/consumer/agent/login', undefined, { storeEmployeeId: 'E1011' }), 'API400', 'password');
  });

  it('ends when the token runs out: the associate has to sign in again', async () => {
    const { accessToken } = await associate();
    await json(await call('POST', '/consumers-v3/consumer/retrieveUserData', accessToken, { email: CUSTOMER }));
    await database.db.execute(sql`update auth_tokens set expires_at = now() - interval '1 second' where kind = 'agent'`);
    await expectError(await call('POST', '/consumers-v3/consumer/retrieveUserData', accessToken, { email: CUSTOMER }), 'AUT402');
    await expectError(await call('POST', '/cart/v1/cart', accessToken, {}), 'AUT402');
  });
});

describe('associate logout', () => {
  it('ends the session of the associate’s token', async () => {
    const { accessToken } = await associate();
    await json(await call('POST', '/consumers-v3/consumer/auth/signout', accessToken, {}));
    await expectError(await call('POST', '/consumers-v3/consumer/retrieveUserData', accessToken, { email: CUSTOMER }), 'AUT402');
  });
});

describe('customer lookup (retrieveUserData)', () => {
  it('finds the customer by email or consumer id and answers their details and default shipping address', async () => {
    const { accessToken } = await associate();
    const found = await json<{ consumerProfile: { consumerId: string }; storeUserData: { details: unknown; defaultShippingAddress: Record<string, unknown> } }>(
      await call('POST', '/consumers-v3/consumer/retrieveUserData', accessToken, { email: ' Shopper@Stride.example ' }));
    expect(found.storeUserData.details).toEqual({ firstName: 'Sam', lastName: 'Shopper', email: CUSTOMER });
    expect(found.storeUserData.defaultShippingAddress).toMatchObject({ approachType: 'S', main: true, addressLine1: '350 Broadway', city: 'New York' });
    const byId = await json<{ storeUserData: { details: { email: string } } }>(
      await call('POST', '/consumers-v3/consumer/retrieveUserData', accessToken, { consumerId: found.consumerProfile.consumerId }));
    expect(byId.storeUserData.details.email).toBe(CUSTOMER);
  });

  it('acts for the customer, but leaves what only the customer may do to them: password, points, saved cards, employee terms', async () => {
    const { accessToken } = await associate();
    await json(await call('POST', '/consumers-v3/consumer/retrieveUserData', accessToken, { email: 'member@stride.example' }));
    await json(await call('GET', '/consumers-v3/consumer', accessToken));
    await expectError(await call('POST', '/consumers-v3/consumer/changepassword', accessToken, { currentPassword: 'Storefront2026', newPassword: 'Takeover2026x' }), 'AGT402');
    await expectError(await call('POST', '/consumers-v3/consumer/loyalty/vouchers', accessToken, { points: 500 }), 'AGT402');
    await expectError(await call('POST', '/consumers-v3/consumer/payment_instruments', accessToken, { payment_method_id: 'CREDIT_CARD', card: { token: 'tok_whatever-it-is', brand: 'visa', last4: '1142', expiryMonth: 12, expiryYear: 2030 }, recaptcha_response: 'sandbox-ok' }), 'AGT402');
    await expectError(await call('PUT', '/consumers-v3/consumer', accessToken, { isEmployeeDiscountTCAccepted: true }), 'AGT402', 'isEmployeeDiscountTCAccepted');
    // The customer's own details stay theirs to change with the associate (a phone given at the till).
    await json(await call('PUT', '/consumers-v3/consumer', accessToken, { preferences: { preferredShoeSize: '10' } }));
  });

  it('refuses bad input, unknown customers, another store, and a shopper’s token asking for someone else', async () => {
    const { accessToken } = await associate();
    await expectError(await call('POST', '/consumers-v3/consumer/retrieveUserData', accessToken, {}), 'API400', 'email');
    await expectError(await call('POST', '/consumers-v3/consumer/retrieveUserData', accessToken, { email: 'x'.repeat(101) }), 'API400', 'email');
    await expectError(await call('POST', '/consumers-v3/consumer/retrieveUserData', accessToken, { email: 'nobody@stride.example' }), 'PRO404');
    await expectError(await call('POST', '/consumers-v3/consumer/retrieveUserData', accessToken, { email: 'shopper@summit.example' }), 'PRO404');
    await expectError(await call('POST', '/consumers-v3/consumer/retrieveUserData', accessToken, { email: CUSTOMER, storeId: 'ST-US-02' }), 'STR403', 'storeId');
    const shopper = await shopperToken('member@stride.example');
    await expectError(await call('POST', '/consumers-v3/consumer/retrieveUserData', shopper, { email: CUSTOMER }), 'AGT403');
    await expectError(await call('POST', '/consumers-v3/consumer/retrieveUserData', undefined, { email: CUSTOMER }), 'AUT402');
  });
});

describe('shopping for a customer', () => {
  it('uses the customer’s cart, adjusts prices within the store’s maximum, places an in-store order, and audits each step', async () => {
    const agent = await associate('E1021');
    const token = agent.accessToken;
    expect(agent.storeId).toBe('ST-US-02');
    await json(await call('POST', '/consumers-v3/consumer/retrieveUserData', token, { email: CUSTOMER }));

    const variant = take();
    const cart = await json<Cart>(await call('POST', '/cart/v1/cartWithItem', token, { productId: variant.id, qty: 1 }));
    const line = cart.items.find((item) => item.variantId === variant.id)!;
    // The customer sees the same cart from their own session.
    const own = await json<Cart>(await call('POST', '/cart/v1/cart', await shopperToken(), {}));
    expect(own.basketId).toBe(cart.basketId);
    // Favorites and saved for later are empty for the associate.
    expect(await json(await call('GET', '/wishlists/v2/favorites', token))).toMatchObject({ items: [], total: 0 });

    const path = `/cart/v1/cart/${cart.basketId}/price_adjustments`;
    await expectError(await call('POST', path, token, { itemId: line.id, percentOff: 25, reason: 'Too much' }), 'PAD422', 'amountOff');
    await expectError(await call('POST', path, token, { itemId: line.id, amountOff: Math.floor(line.price.rowTotal * 0.2) + 1, reason: 'Too much' }), 'PAD422');
    await expectError(await call('POST', path, token, { itemId: line.id, percentOff: 10 }), 'API400', 'reason');
    await expectError(await call('POST', path, token, { itemId: line.id, percentOff: -5, reason: 'x' }), 'API400');
    await expectError(await call('POST', path, token, { itemId: 'no-such-line', percentOff: 5, reason: 'x' }), 'BSK404', 'itemId');
    await expectError(await call('POST', path, await shopperToken(), { itemId: line.id, percentOff: 10, reason: 'Scuffed' }), 'PAD403');
    const adjusted = await json<Cart>(await call('POST', path, token, { itemId: line.id, percentOff: 10, reason: 'Scuffed box' }));
    const adjustment = adjusted.priceAdjustments[0]!;
    expect(adjustment).toMatchObject({ itemId: line.id, percentOff: 10, reason: 'Scuffed box', createdBy: 'E1021', discount: Math.round(line.price.rowTotal / 10) });
    await expectError(await call('PATCH', `${path}/${adjustment.adjustmentId}`, token, { itemId: line.id, percentOff: 30, reason: 'More' }), 'PAD422');

    // Store A's associate may not act in store B: the order's in-store sales info must be the token's.
    const ADDRESS = { firstName: 'Sam', lastName: 'Shopper', addressLine1: '350 Broadway', city: 'New York', stateCode: 'NY', postalCode: '10013', country: 'US', email: CUSTOMER, phone: '2125550147' };
    await json(await call('POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, token, { addresses: [ADDRESS] }));
    await json(await call('POST', `/cart/v1/cart/${cart.basketId}/billingAddress`, token, ADDRESS));
    await json(await call('POST', `/cart/v1/cart/${cart.basketId}/paymentInstruments`, token, { payment_method_id: 'CREDIT_CARD', card: await cardToken() }));
    const place = (key: string, extra: Record<string, unknown> = {}) => call('PUT', '/cart/v2/checkout/order', token,
      { recaptcha_response: 'sandbox-ok:placeOrder', cartId: cart.basketId, paymentMethod: { code: 'CREDIT_CARD' }, ...extra }, { 'idempotency-key': key });
    await expectError(await place('assoc-order-b', { inStoreSalesInfo: { storeId: 'ST-US-01', storeEmployeeId: 'E1021' } }), 'STR403', 'inStoreSalesInfo.storeId');
    await expectError(await place('assoc-order-c', { inStoreSalesInfo: { storeId: 'ST-US-02', storeEmployeeId: 'E1011' } }), 'AGT403');
    const order = await json<Order>(await place('assoc-order-a', { inStoreSalesInfo: { storeId: 'ST-US-02', storeEmployeeId: 'E1021' } }));
    expect(order).toMatchObject({ channel: 'store', inStoreSalesInfo: { storeId: 'ST-US-02', storeEmployeeId: 'E1021' }, processing: 'finalized' });
    expect(order.totals.totalDiscount).toBeGreaterThanOrEqual(adjustment.discount);

    const trail = await auditOf('E1021');
    const customerId = (await queryRows<{ id: string }>(database.db, sql`select id from consumers where email = ${CUSTOMER}`))[0]!.id;
    expect(trail.map((entry) => entry.action)).toEqual(['lookup', 'cart_change', 'price_adjustment', 'cart_change', 'cart_change', 'cart_change', 'order']);
    for (const entry of trail) {
      expect(entry).toMatchObject({ store_id: 'ST-US-02', employee_id: 'E1021', consumer_id: customerId });
      expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    }
    expect(trail[2]!.details).toMatchObject({ change: 'add', percentOff: 10, reason: 'Scuffed box' });
    expect(trail.at(-1)).toMatchObject({ subject: order.orderNumber });
  });

  it('refuses in-store sales info on a shopper’s order', async () => {
    const token = await shopperToken('member@stride.example');
    const cart = await json<Cart>(await call('POST', '/cart/v1/cartWithItem', token, { productId: take().id }));
    const res = await call('PUT', '/cart/v2/checkout/order', token,
      { recaptcha_response: 'sandbox-ok:placeOrder', cartId: cart.basketId, paymentMethod: { code: 'CREDIT_CARD' }, inStoreSalesInfo: { storeId: 'ST-US-01', storeEmployeeId: 'E1011' } },
      { 'idempotency-key': 'shopper-claims-store' });
    await expectError(res, 'AGT403', 'inStoreSalesInfo');
  });
});
