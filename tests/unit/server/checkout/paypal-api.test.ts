import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Cart } from '@schemas/commerce/cart';
import type { Order } from '@schemas/commerce/orders';
import { sandboxBnplProvider } from '@server/payments/sandbox/sandbox-bnpl';
import { sandboxCardProcessor } from '@server/payments/sandbox/sandbox-processor';
import { sandboxPaypalProvider } from '@server/payments/sandbox/sandbox-paypal';
import { createSandboxPayApp } from '@server/payments/sandbox/sandbox-app';
import { createApiApp } from '@server/app';
import { advanceOrder } from '@server/domain/checkout/orders';
import { paypalOffered } from '@server/domain/checkout/paypal-checkout';
import type { Shopper } from '@server/domain/cart/shopper';
import { queryRows } from '../../../helpers/query-rows';
import { openSeededDatabase } from '../../../helpers/seeded-database';
import { variants, type TestVariant } from '../cart/cart-db';
import { checkoutHttp } from './checkout-http';

/** PayPal over HTTP (§4 sequences, §7 calls), with the sandbox PayPal window played as the buyer would. */
const card = sandboxCardProcessor();
const bnpl = sandboxBnplProvider();
const paypal = sandboxPaypalProvider();
const sandbox = createSandboxPayApp();
let database: Awaited<ReturnType<typeof openSeededDatabase>>;
let app: ReturnType<typeof createApiApp>;
let pool: TestVariant[];
let next = 0;
const take = () => pool[next++]!;
const ADDRESS = { firstName: 'Ada', lastName: 'Shopper', addressLine1: '1 Main Street', city: 'New York', stateCode: 'NY', postalCode: '10001', country: 'US', email: 'ada@example.com', phone: '2125550123' };

const { call, json, expectError } = checkoutHttp(() => app);
async function guestCart(variant = take()) {
  const token = (await json<{ accessToken: string }>(await call('POST', '/token/v2/auth/token', undefined, { type: 'Guest' }))).accessToken;
  const cart = await json<Cart>(await call('POST', '/cart/v1/cartWithItem', token, { productId: variant.id, qty: 1 }));
  return { token, basketId: cart.basketId, variant, cart };
}
type Session = { provider: string; locale: string; meta: { orderId: string; approveUrl: string; amount: number; currency: string } };
const session = async (token: string, basketId: string) => json<Session>(await call('GET', `/cart/v1/paymentSession?cartId=${basketId}&paymentMethodId=PAYPAL&referer=cart`, token));
const place = (token: string, basketId: string, key: string) =>
  call('PUT', '/cart/v2/checkout/order', token, { recaptcha_response: 'sandbox-ok:placeOrder', cartId: basketId, paymentMethod: { code: 'PAYPAL' } }, { 'idempotency-key': key });
/** The PayPal order the cart's instrument names (never in the cart's answer). */
const paypalReference = async (basketId: string) =>
  (await queryRows<{ reference: string }>(database.db, sql`select held->>'reference' as reference from carts, jsonb_array_elements(payment_instruments) as held where id = ${basketId} and held->>'method' = 'PAYPAL'`))[0]!.reference;
const reserved = async (variantId: string) => (await queryRows<{ reserved: number }>(database.db, sql`select reserved from catalog_inventory where variant_id = ${variantId}`))[0]!.reserved;

/** The buyer in the sandbox PayPal window (what the PayPal dialog frames): Continue or Cancel; the order id it posts back. */
async function buyer(approveUrl: string, decision: 'approve' | 'cancel', address = '0') {
  const page = await sandbox.request(approveUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('2211 North First Street');
  const token = new URL(approveUrl, 'http://x').searchParams.get('token')!;
  const result = await (await sandbox.request('/sandbox-pay/paypal/approve', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token, decision, address }).toString() })).text();
  return /"orderID":"([^"]+)"/.exec(result)?.[1] ?? null;
}

beforeAll(async () => {
  database = await openSeededDatabase();
  app = createApiApp({ db: database.db, basePath: '/api', identity: { storefrontOrigin: 'https://shop.test' }, payments: { card, bnpl, paypal } });
  pool = (await variants(database.db, 'stride')).filter((variant) => variant.quantity >= 5 && variant.salePrice >= 2000);
});
afterAll(() => database.close());

describe('PayPal checkout (non-express: billing address, then place)', () => {
  it('creates an order for what is left to pay, takes the approved order, authorises at placement, captures on shipping and voids on cancel', async () => {
    const { token, basketId } = await guestCart();
    await json(await call('POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, { addresses: [ADDRESS] }));
    const methods = await json<{ applicablePaymentMethods: Array<{ id: string; provider: string }> }>(await call('GET', `/cart/v1/cart/${basketId}/paymentMethods`, token));
    expect(methods.applicablePaymentMethods.find((m) => m.id === 'PAYPAL')).toEqual({ id: 'PAYPAL', name: 'PayPal', provider: 'sandbox-paypal' });
    await json(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'GIFT_CARD', c_gcCardNumber: '6006490000000000001', c_gcPin: '1234', amount: 1_000 }));
    const before = await json<Cart>(await call('GET', `/cart/v1/cart/${basketId}`, token));
    const opened = await session(token, basketId);
    expect(opened).toMatchObject({ provider: 'paypal', locale: 'en-US', meta: { amount: before.totals.remainingToPay, currency: 'USD' } });
    expect(await buyer(opened.meta.approveUrl, 'cancel')).toBeNull();
    // Not approved yet: the created order cannot pay.
    await expectError(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'PAYPAL', orderId: opened.meta.orderId }), 'PAY400', 'orderId');
    const orderId = (await buyer(opened.meta.approveUrl, 'approve'))!;
    await json(await call('POST', `/cart/v1/cart/${basketId}/billingAddress`, token, ADDRESS));
    const paying = await json<Cart>(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'PAYPAL', orderId }));
    expect(paying.payment_instruments.map((i) => [i.payment_method_id, i.amount])).toEqual([['GIFT_CARD', 1_000], ['PAYPAL', before.totals.remainingToPay]]);
    expect(JSON.stringify(paying)).not.toContain(orderId);
    const order = await json<Order>(await place(token, basketId, 'paypal-1'));
    expect(order).toMatchObject({ processing: 'finalized', paymentMethod: expect.arrayContaining([expect.objectContaining({ code: 'PAYPAL', amount: before.totals.remainingToPay })]) });
    expect(paypal.journal.filter((e) => e.merchantReference.startsWith(order.orderNumber)).map((e) => [e.call, e.resultCode])).toEqual([['authorise', 'Authorised']]);
    await advanceOrder(database.db, 'stride', order.orderNumber, 'shipped', { card, bnpl, paypal });
    expect(paypal.journal.some((e) => e.call === 'capture' && e.merchantReference.startsWith(order.orderNumber))).toBe(true);
  });

  it('a cancelled order voids with PayPal, not the card processor', async () => {
    const { token, basketId } = await guestCart();
    await json(await call('POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, { addresses: [ADDRESS] }));
    await json(await call('POST', `/cart/v1/cart/${basketId}/billingAddress`, token, ADDRESS));
    const orderId = (await buyer((await session(token, basketId)).meta.approveUrl, 'approve'))!;
    await json(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'PAYPAL', orderId }));
    const order = await json<Order>(await place(token, basketId, 'paypal-cancel'));
    expect((await json<Order>(await call('POST', '/consumers-v3/consumer/CancelOrder', token, { orderNumber: order.orderNumber, st: order.st }))).status).toBe('cancelled');
    expect(paypal.journal.some((e) => e.call === 'void' && e.merchantReference.startsWith(order.orderNumber))).toBe(true);
    expect(card.journal.some((e) => e.merchantReference.startsWith(order.orderNumber))).toBe(false);
  });

  it('refuses a forged id, another cart’s approved order, an order for another amount, and an amount grown past what the buyer approved (nothing spent)', async () => {
    const mine = await guestCart();
    const theirs = await guestCart();
    const theirOrder = (await buyer((await session(theirs.token, theirs.basketId)).meta.approveUrl, 'approve'))!;
    const add = (orderId: unknown) => call('POST', `/cart/v1/cart/${mine.basketId}/paymentInstruments`, mine.token, { payment_method_id: 'PAYPAL', orderId });
    await expectError(await add(theirOrder), 'PAY400', 'orderId');
    await expectError(await add(`${theirOrder}x`), 'PAY400', 'orderId');
    await expectError(await add('5O190127TN364715T'), 'PAY400', 'orderId');
    await expectError(await add(undefined), 'API400', 'orderId');
    await expectError(await add(42), 'API400');
    await expectError(await add('x'.repeat(601)), 'API400');
    // Without an approved PayPal order of its own, the cart takes no PayPal express address.
    await expectError(await call('POST', `/cart/v2/cart/${mine.basketId}/shippingAddress`, mine.token, { addresses: [{ country: 'US' }], context: 'PAYPAL_EXPRESS' }), 'PAY400', 'context');
    const approved = (await buyer((await session(mine.token, mine.basketId)).meta.approveUrl, 'approve'))!;
    // The cart changed after the approval: the order is for another amount.
    await json(await call('PUT', `/cart/v1/cart/${mine.basketId}/item`, mine.token, { cartId: mine.basketId, itemId: mine.cart.items[0]!.id, productId: mine.variant.id, qty: 2 }));
    await expectError(await add(approved), 'PAY400', 'orderId');
    await json(await call('PUT', `/cart/v1/cart/${mine.basketId}/item`, mine.token, { cartId: mine.basketId, itemId: mine.cart.items[0]!.id, productId: mine.variant.id, qty: 1 }));
    await json(await add(approved));
    await json(await call('POST', `/cart/v2/cart/${mine.basketId}/shippingAddress`, mine.token, { addresses: [ADDRESS] }));
    await json(await call('POST', `/cart/v1/cart/${mine.basketId}/billingAddress`, mine.token, ADDRESS));
    // Doubled after the instrument was added: PayPal refuses at placement and the order is undone.
    await json(await call('PUT', `/cart/v1/cart/${mine.basketId}/item`, mine.token, { cartId: mine.basketId, itemId: mine.cart.items[0]!.id, productId: mine.variant.id, qty: 2 }));
    const held = await reserved(mine.variant.id);
    await expectError(await place(mine.token, mine.basketId, 'paypal-grown'), 'PAY400');
    expect(await reserved(mine.variant.id)).toBe(held);
    // A stranger cannot open a PayPal order on someone's cart.
    await expectError(await call('GET', `/cart/v1/paymentSession?cartId=${mine.basketId}&paymentMethodId=PAYPAL`, theirs.token), 'CART_NOT_FOUND');
  });
});

describe('PayPal express (shipping address from PayPal, then place)', () => {
  it('takes the shipping and billing address from the approved order, not from the client, and places the order', async () => {
    const { token, basketId } = await guestCart();
    await expectError(await call('POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, { addresses: [{ country: 'US' }], context: 'PAYPAL_EXPRESS' }), 'PAY400', 'context');
    const orderId = (await buyer((await session(token, basketId)).meta.approveUrl, 'approve'))!;
    await json(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'PAYPAL', orderId }));
    const addressed = await json<Cart>(await call('POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, { addresses: [{ country: 'US', addressLine1: '1 Elsewhere Road', city: 'Nowhere' }], context: 'PAYPAL_EXPRESS' }));
    expect(addressed.shippingAddress).toMatchObject({ firstName: 'Pat', lastName: 'Buyer', addressLine1: '2211 North First Street', city: 'San Jose', stateCode: 'CA', postalCode: '95131', country: 'US', email: 'sb-buyer-us@sandbox.paypal.test', context: 'PAYPAL_EXPRESS' });
    expect(addressed.billingAddress).toMatchObject({ addressLine1: '2211 North First Street' });
    await expectError(await call('POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, { addresses: [{ country: 'FR' }], context: 'PAYPAL_EXPRESS' }), 'CANT_SHIP_THERE');
    await json(await call('POST', '/cart/v1/shippingMethod', token, { cartId: basketId, code: 'standard', shippingId: 'me' }));
    const order = await json<Order>(await place(token, basketId, 'paypal-express'));
    expect(order).toMatchObject({ processing: 'finalized', paymentMethod: expect.arrayContaining([expect.objectContaining({ code: 'PAYPAL' })]) });
  });

  it('ships to the address the buyer changed to in PayPal\'s window, with that state\'s tax: PayPal\'s order is patched to the new total, and placement authorises exactly that', async () => {
    const { token, basketId } = await guestCart();
    const opened = await session(token, basketId);
    const page = await (await sandbox.request(opened.meta.approveUrl)).text();
    // The window offers the addresses of the buyer's PayPal account, the first chosen.
    expect(page).toContain('350 Fifth Avenue');
    expect(page).toMatch(/value="0" checked/);
    const orderId = (await buyer(opened.meta.approveUrl, 'approve', '1'))!;
    await json(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'PAYPAL', orderId }));
    await json(await call('POST', '/cart/v1/shippingMethod', token, { cartId: basketId, code: 'standard', shippingId: 'me' }));
    const addressed = await json<Cart>(await call('POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, { addresses: [{ country: 'US' }], context: 'PAYPAL_EXPRESS' }));
    expect(addressed.shippingAddress).toMatchObject({ addressLine1: '350 Fifth Avenue', city: 'New York', stateCode: 'NY', postalCode: '10118' });
    expect(addressed.totals.tax).toBeGreaterThan(0);
    expect(addressed.totals.remainingToPay).toBeGreaterThan(opened.meta.amount);
    // onShippingAddressChange: PayPal's order now asks the cart's new total (the instrument names the patched order).
    expect((await paypal.getOrder(await paypalReference(basketId)))).toMatchObject({ status: 'APPROVED', amount: addressed.totals.remainingToPay, currency: 'USD' });
    expect(JSON.stringify(addressed)).not.toContain('PAYID-');
    const order = await json<Order>(await place(token, basketId, 'paypal-express-changed-address'));
    expect(order.shippingAddress).toMatchObject({ addressLine1: '350 Fifth Avenue', stateCode: 'NY' });
    expect(order.paymentMethod).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'PAYPAL', amount: addressed.totals.remainingToPay })]));
  });

  it('a stale amount is refused: the cart changed after PayPal\'s order followed the address, so placement is refused and nothing is spent', async () => {
    const { token, basketId, variant } = await guestCart();
    const orderId = (await buyer((await session(token, basketId)).meta.approveUrl, 'approve', '1'))!;
    await json(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'PAYPAL', orderId }));
    const addressed = await json<Cart>(await call('POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, { addresses: [{ country: 'US' }], context: 'PAYPAL_EXPRESS' }));
    // The approved order as it was before the patch is for the old amount: it cannot go on the cart again.
    await expectError(await call('POST', `/cart/v1/cart/${basketId}/paymentInstruments`, token, { payment_method_id: 'PAYPAL', orderId }), 'PAY400', 'orderId');
    // A promo code after the address: the cart now asks less than PayPal's order (which any tolerance would have let through).
    const cheaper = await json<Cart>(await call('PUT', '/cart/v1/coupon', token, { cartId: basketId, code: 'WELCOME15' }));
    expect(cheaper.totals.remainingToPay).toBeLessThan(addressed.totals.remainingToPay);
    const held = await reserved(variant.id);
    await expectError(await place(token, basketId, 'paypal-stale-amount'), 'PAY400');
    expect(await reserved(variant.id)).toBe(held);
    expect(paypal.journal.at(-1)).toMatchObject({ call: 'authorise', resultCode: 'Refused' });
  });

  it('an in-store associate’s session is not offered PayPal, and the API refuses it (not only a hidden button)', async () => {
    const agent = await json<{ accessToken: string }>(await call('POST', '/consumers-v3/consumer/agent/login', undefined, { storeEmployeeId: 'E1011', password: 'Associate2026' }));
    await json(await call('POST', '/consumers-v3/consumer/retrieveUserData', agent.accessToken, { email: 'shopper@stride.example' }));
    const cart = await json<Cart>(await call('POST', '/cart/v1/cartWithItem', agent.accessToken, { productId: take().id, qty: 1 }));
    const methods = await json<{ applicablePaymentMethods: Array<{ id: string }> }>(await call('GET', `/cart/v1/cart/${cart.basketId}/paymentMethods`, agent.accessToken));
    expect(methods.applicablePaymentMethods.map((m) => m.id)).toContain('CREDIT_CARD');
    expect(methods.applicablePaymentMethods.map((m) => m.id)).not.toContain('PAYPAL');
    await expectError(await call('GET', `/cart/v1/paymentSession?cartId=${cart.basketId}&paymentMethodId=PAYPAL`, agent.accessToken), 'PYT404', 'paymentMethodId');
    await expectError(await call('POST', `/cart/v1/cart/${cart.basketId}/paymentInstruments`, agent.accessToken, { payment_method_id: 'PAYPAL', orderId: 'PAYID-anything' }), 'PYT404');
  });

  it('is not offered in a currency PayPal does not settle', () => {
    const shopper = { associate: null } as unknown as Shopper;
    expect(paypalOffered(shopper, 'USD', paypal)).toBe(true);
    expect(paypalOffered({ associate: { storeId: 's1', employeeId: 'e1' } } as unknown as Shopper, 'USD', paypal)).toBe(false);
    expect(paypalOffered(shopper, 'JPY', paypal)).toBe(false);
  });
});

describe('the sandbox PayPal order (Orders v2 PATCH amount, exact authorisation)', () => {
  it('patches an approved order up to 115 % of what the buyer approved, in its currency; authorises exactly the order’s amount', async () => {
    const created = await paypal.createOrder({ amount: 10_000, currency: 'USD', referenceId: 'cart-x', locale: 'en-US', country: 'US' });
    const approved = (await buyer(created.approveUrl, 'approve'))!;
    expect(await paypal.updateOrderAmount(approved, 11_501, 'USD')).toBeNull();
    expect(await paypal.updateOrderAmount(approved, 10_800, 'EUR')).toBeNull();
    expect(await paypal.updateOrderAmount('PAYID-forged', 10_800, 'USD')).toBeNull();
    const patched = (await paypal.updateOrderAmount(approved, 10_800, 'USD'))!;
    expect(await paypal.getOrder(patched)).toMatchObject({ status: 'APPROVED', amount: 10_800, referenceId: 'cart-x', shipping: { addressLine1: '2211 North First Street' } });
    // Patching again is measured against what the buyer approved, not the last patch.
    expect(await paypal.updateOrderAmount(patched, 11_501, 'USD')).toBeNull();
    const authorise = (token: string, amount: number) => paypal.authorise({ token, amount, currency: 'USD', merchantReference: `sandbox-${amount}` });
    expect((await authorise(patched, 10_000)).resultCode).toBe('Refused');
    expect((await authorise(patched, 10_801)).resultCode).toBe('Refused');
    expect((await authorise(patched, 10_800)).resultCode).toBe('Authorised');
  });
});

describe('express from a product page: a buy-now basket beside the cart (cartWithItem bid)', () => {
  const buyNow = (token: string, productId: string, qty: number, bid = 'new') => call('POST', `/cart/v1/cartWithItem?bid=${encodeURIComponent(bid)}`, token, { productId, qty });
  const activeCart = async (token: string) => json<Cart>(await call('POST', '/cart/v1/cart', token, {}));
  const lines = (cart: Cart) => cart.items.filter((item) => !item.bonus).map((item) => [item.variantId, item.qty]);

  it('buys only the product page’s item (size and qty) and leaves the shopper’s cart exactly as it was', async () => {
    const { token, basketId, variant } = await guestCart();
    const before = await json<Cart>(await call('GET', `/cart/v1/cart/${basketId}`, token));
    const wanted = take();
    const basket = await json<Cart>(await buyNow(token, wanted.id, 2));
    expect(basket.basketId).not.toBe(basketId);
    expect(lines(basket)).toEqual([[wanted.id, 2]]);
    // The cart reads (the header badge, the mini cart, the account's cart) never see the basket.
    const active = await activeCart(token);
    expect(active.basketId).toBe(basketId);
    expect(lines(active)).toEqual([[variant.id, 1]]);
    const opened = await session(token, basket.basketId);
    expect(opened.meta.amount).toBe(basket.totals.remainingToPay);
    const orderId = (await buyer(opened.meta.approveUrl, 'approve'))!;
    await json(await call('POST', `/cart/v1/cart/${basket.basketId}/paymentInstruments`, token, { payment_method_id: 'PAYPAL', orderId }));
    await json(await call('POST', `/cart/v2/cart/${basket.basketId}/shippingAddress`, token, { addresses: [{ country: 'US' }], context: 'PAYPAL_EXPRESS', bid: basket.basketId }));
    const order = await json<Order>(await place(token, basket.basketId, 'buy-now-paypal'));
    expect(order.processing).toBe('finalized');
    // (a gift with purchase the basket earned comes with it, as from any cart)
    expect(order.items.filter((item) => !item.bonus).map((item) => [item.variantId, item.qty])).toEqual([[wanted.id, 2]]);
    const after = await json<Cart>(await call('GET', `/cart/v1/cart/${basketId}`, token));
    expect(lines(after)).toEqual(lines(before));
    expect(after.totals).toEqual(before.totals);
    expect((await activeCart(token)).basketId).toBe(basketId);
    // The basket is spent.
    await expectError(await call('GET', `/cart/v1/cart/${basket.basketId}`, token), 'CART_NOT_FOUND');
  });

  it('is its owner’s only, replaced by the next one, short-lived; a foreign, spent or expired bid is CART_NOT_FOUND', async () => {
    const mine = await guestCart();
    const theirs = await guestCart();
    const first = await json<Cart>(await buyNow(mine.token, take().id, 1));
    // Another shopper can neither read nor replace nor pay it.
    await expectError(await call('GET', `/cart/v1/cart/${first.basketId}`, theirs.token), 'CART_NOT_FOUND');
    await expectError(await buyNow(theirs.token, take().id, 1, first.basketId), 'CART_NOT_FOUND', 'bid');
    await expectError(await call('GET', `/cart/v1/paymentSession?cartId=${first.basketId}&paymentMethodId=PAYPAL`, theirs.token), 'CART_NOT_FOUND');
    // The shopper's own active cart is not a buy-now basket: bid never names it.
    await expectError(await buyNow(mine.token, take().id, 1, mine.basketId), 'CART_NOT_FOUND', 'bid');
    await expectError(await call('POST', `/cart/v2/cart/${mine.basketId}/shippingAddress`, mine.token, { addresses: [ADDRESS], bid: mine.basketId }), 'CART_NOT_FOUND', 'bid');
    await expectError(await call('POST', `/cart/v2/cart/${first.basketId}/shippingAddress`, mine.token, { addresses: [ADDRESS], bid: mine.basketId }), 'CART_NOT_FOUND', 'bid');
    // Pressing again replaces the previous basket.
    const second = await json<Cart>(await buyNow(mine.token, take().id, 1, first.basketId));
    await expectError(await call('GET', `/cart/v1/cart/${first.basketId}`, mine.token), 'CART_NOT_FOUND');
    await expectError(await buyNow(mine.token, take().id, 1, first.basketId), 'CART_NOT_FOUND', 'bid');
    // Its lifetime is counted from when it was made; a write does not extend it.
    const expiry = async () => (await queryRows<{ expires_at: string }>(database.db, sql`select expires_at::text from carts where id = ${second.basketId}`))[0]!.expires_at;
    const made = await expiry();
    expect(Date.parse(made) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    await json(await call('POST', `/cart/v2/cart/${second.basketId}/shippingAddress`, mine.token, { addresses: [ADDRESS], bid: second.basketId }));
    expect(await expiry()).toBe(made);
    await database.db.execute(sql`update carts set expires_at = now() - interval '1 second' where id = ${second.basketId}`);
    await expectError(await call('GET', `/cart/v1/cart/${second.basketId}`, mine.token), 'CART_NOT_FOUND');
    await expectError(await call('POST', `/cart/v2/cart/${second.basketId}/shippingAddress`, mine.token, { addresses: [ADDRESS], bid: second.basketId }), 'CART_NOT_FOUND');
    await expectError(await buyNow(mine.token, take().id, 1, second.basketId), 'CART_NOT_FOUND', 'bid');
    // An item that cannot be added leaves no basket behind, and the cart untouched.
    await expectError(await call('POST', '/cart/v1/cartWithItem?bid=new', mine.token, { productId: 'no-such-product', qty: 1 }), 'VAR404');
    expect((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from carts where owner_id = (select owner_id from carts where id = ${mine.basketId}) and status = 'buy_now' and expires_at > now()`))[0]!.n).toBe(0);
    expect(lines(await activeCart(mine.token))).toEqual([[mine.variant.id, 1]]);
  });
});
