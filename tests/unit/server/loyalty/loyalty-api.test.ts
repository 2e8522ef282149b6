import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Cart } from '@schemas/commerce/cart';
import type { LoyaltyResponse } from '@schemas/commerce/loyalty';
import type { Order } from '@schemas/commerce/orders';
import { LOYALTY_RETURN_WINDOW_MS } from '@schemas/constants';
import { settleLoyaltyPoints } from '@server/domain/loyalty/ledger';
import { queryRows } from '../../../helpers/query-rows';
import { expectError, login, startIdentityApi, type IdentityTestApi } from '../identity/identity-api';
import { variants } from '../cart/cart-db';

/** The §7 consumer loyalty calls over HTTP: roles, bad input, vouchers, and points earned and reversed by real orders. */
let api: IdentityTestApi;
let member: string;
let shopper: string;
let guest: string;
const ADDRESS = { firstName: 'Maya', lastName: 'Member', addressLine1: '1 Main Street', city: 'New York', stateCode: 'NY', postalCode: '10001', country: 'US', email: 'member@stride.example', phone: '2125550123' };

async function ok<T>(res: Response): Promise<T> {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const balanceOf = async (email: string) => (await queryRows<{ points: number }>(api.database.db, sql`select loyalty_points as points from consumers where email = ${email}`))[0]!.points;

beforeAll(async () => {
  api = await startIdentityApi();
  member = (await login(api, 'member@stride.example')).accessToken;
  shopper = (await login(api, 'shopper@stride.example')).accessToken;
  guest = (await ok<{ accessToken: string }>(await api.request('POST', '/token/v2/auth/token', { body: { type: 'Guest' } }))).accessToken;
});
afterAll(() => api.close());

const CALLS = [
  ['POST', '/consumers-v3/consumer/loyalty/token', {}],
  ['GET', '/consumers-v3/consumer/loyalty/promo/welcome', undefined],
  ['GET', '/consumers-v3/consumer/loyalty/vouchers', undefined],
  ['POST', '/consumers-v3/consumer/loyalty/vouchers', { points: 500 }],
] as const;

describe('roles', () => {
  it.each(CALLS)('%s %s: no session 401 AUT402, a guest AUT403, a registered non-member REW403', async (method, path, body) => {
    await expectError(await api.request(method, path, { body }), 'AUT402');
    await expectError(await api.request(method, path, { body, token: guest }), 'AUT403');
    await expectError(await api.request(method, path, { body, token: shopper }), 'REW403');
  });

  it('another brand’s member token is refused like none', async () => {
    await expectError(await api.request('GET', '/consumers-v3/consumer/loyalty/vouchers', { token: member, brand: 'loom' }), 'AUT402');
  });
});

describe('loyalty token', () => {
  it('answers the memberId; a referral code is checked, recorded once, and the source kept', async () => {
    const [other] = await queryRows<{ id: string }>(api.database.db, sql`update consumers set is_loyalty_member = true, member_id = 'M1REFERRER' where email = 'athlete@stride.example' returning id`);
    expect(other).toBeDefined();
    const session = await login(api, 'member@stride.example');
    expect(await ok(await api.request('POST', '/consumers-v3/consumer/loyalty/token', { token: member, body: {} }))).toEqual({ memberId: 'M100000002', referredBy: null });
    await expectError(await api.request('POST', '/consumers-v3/consumer/loyalty/token', { token: member, body: { referralCode: 'x' } }), 'API400', 'referralCode');
    await expectError(await api.request('POST', '/consumers-v3/consumer/loyalty/token', { token: member, body: { referralCode: 'M999999999' } }), 'REW422', 'referralCode');
    await expectError(await api.request('POST', '/consumers-v3/consumer/loyalty/token', { token: member, body: { referralCode: 'M100000002' } }), 'REW422', 'referralCode');
    await expectError(await api.request('POST', '/consumers-v3/consumer/loyalty/token', { token: session.accessToken, body: { usid: 'not-this-session' } }), 'API400', 'usid');
    const referred = await ok(await api.request('POST', '/consumers-v3/consumer/loyalty/token', {
      token: session.accessToken, body: { usid: session.usid, referralCode: 'm1referrer' }, headers: { source: 'spring-campaign' },
    }));
    expect(referred).toEqual({ memberId: 'M100000002', referredBy: 'M1REFERRER' });
    const [kept] = await queryRows<{ lead_source: string | null }>(api.database.db, sql`select lead_source from consumers where email = 'member@stride.example'`);
    expect(kept!.lead_source).toBe('spring-campaign');
    // The first referral stays.
    await api.database.db.execute(sql`update consumers set is_loyalty_member = true, member_id = 'M1SECONDREF' where email = 'employee@stride.example'`);
    expect(await ok(await api.request('POST', '/consumers-v3/consumer/loyalty/token', { token: member, body: { referralCode: 'M1SECONDREF' } }))).toMatchObject({ referredBy: 'M1REFERRER' });
    await expectError(await api.request('POST', '/consumers-v3/consumer/loyalty/token', { token: member, body: { referralCode: 42 } }), 'API400');
  });
});

describe('welcome promotion', () => {
  it('answers the site’s welcome code in the locale’s currency and language, eligible until used', async () => {
    const us = await ok<{ promotion: Record<string, unknown>; eligible: boolean; redeemed: boolean }>(await api.request('GET', '/consumers-v3/consumer/loyalty/promo/welcome', { token: member }));
    expect(us).toMatchObject({ promotion: { code: 'WELCOME15', currency: 'USD', amountOff: 1_500 }, eligible: true, redeemed: false });
    expect(us.promotion.callout).toMatch(/\$75/);
    const fr = await ok<{ promotion: Record<string, unknown> }>(await api.request('GET', '/consumers-v3/consumer/loyalty/promo/welcome', { token: member, locale: 'fr-fr' }));
    expect(fr.promotion).toMatchObject({ currency: 'EUR', amountOff: 1_500 });
    expect(fr.promotion.callout).toMatch(/^Dès /);
    await expectError(await api.request('GET', '/consumers-v3/consumer/loyalty/promo/welcome', { token: member, locale: 'xx-yy' }), 'LOC400');
  });
});

describe('vouchers', () => {
  it('lists points and vouchers for sale, buys one with points (one transaction), and refuses what the balance or the catalogue does not cover', async () => {
    const before = await ok<LoyaltyResponse>(await api.request('GET', '/consumers-v3/consumer/loyalty/vouchers', { token: member }));
    expect(before).toMatchObject({ currentLoyaltyPoints: 1_250, pendingLoyaltyPoints: 0, vouchers: [] });
    expect(before.history).toBeUndefined();
    expect(before.applicableLoyaltyVouchers).toEqual([
      { points: 500, amountInCurrency: 500, currency: 'USD', available: true, eligible: true },
      { points: 1_000, amountInCurrency: 1_000, currency: 'USD', available: true, eligible: true },
      { points: 2_500, amountInCurrency: 3_000, currency: 'USD', available: true, eligible: false },
    ]);
    await expectError(await api.request('POST', '/consumers-v3/consumer/loyalty/vouchers', { token: member, body: { points: 2_500 } }), 'REW409', 'points');
    await expectError(await api.request('POST', '/consumers-v3/consumer/loyalty/vouchers', { token: member, body: { points: 700 } }), 'REW404', 'points');
    await expectError(await api.request('POST', '/consumers-v3/consumer/loyalty/vouchers', { token: member, body: { points: -5 } }), 'API400', 'points');
    await expectError(await api.request('POST', '/consumers-v3/consumer/loyalty/vouchers', { token: member, body: { points: '500' } }), 'API400', 'points');
    await expectError(await api.request('POST', '/consumers-v3/consumer/loyalty/vouchers', { token: member, body: {} }), 'API400', 'points');
    await expectError(await api.request('GET', '/consumers-v3/consumer/loyalty/vouchers?includeHistory=maybe', { token: member }), 'API400', 'includeHistory');
    expect(await balanceOf('member@stride.example')).toBe(1_250);

    const bought = await ok<{ voucher: LoyaltyResponse['vouchers'][number]; currentLoyaltyPoints: number }>(await api.request('POST', '/consumers-v3/consumer/loyalty/vouchers', { token: member, body: { points: 1_000 } }));
    expect(bought).toMatchObject({ currentLoyaltyPoints: 250, voucher: { points: 1_000, amountInCurrency: 1_000, currency: 'USD', status: 'active', code: expect.stringMatching(/^LV-[A-Z0-9]{12}$/) } });
    await expectError(await api.request('POST', '/consumers-v3/consumer/loyalty/vouchers', { token: member, body: { points: 500 } }), 'REW409', 'points');
    const gb = await ok<LoyaltyResponse>(await api.request('GET', '/consumers-v3/consumer/loyalty/vouchers?includeHistory=true', { token: member, locale: 'en-gb' }));
    expect(gb.applicableLoyaltyVouchers.map((v) => [v.currency, v.eligible])).toEqual([['GBP', false], ['GBP', false], ['GBP', false]]);
    expect(gb.currentLoyaltyPoints).toBe(250);
    expect(gb.vouchers).toEqual([bought.voucher]);
    // The voucher is the member's saved reward code (§7 payment_instruments), on its site only; no reward cards are issued.
    const saved = async (kind: string, brand?: string) => (await ok<{ payment_instruments: unknown[] }>(
      await api.request('GET', `/consumers-v3/consumer/payment_instruments?payment_method_id=${kind}`, { token: member, ...(brand ? { brand } : {}) }))).payment_instruments;
    expect(await saved('REWARD_CODE')).toEqual([{
      paymentInstrumentId: bought.voucher.voucherId, payment_method_id: 'REWARD_CODE', default: false,
      code: bought.voucher.code, amount: 1_000, currency: 'USD', expiresAt: bought.voucher.expiresAt,
    }]);
    expect(await saved('REWARD_CARD')).toEqual([]);
    expect(gb.history?.map((e) => [e.kind, e.state, e.points])).toEqual(expect.arrayContaining([['voucher', 'active', -1_000], ['earn', 'active', 1_250]]));
    await api.database.db.execute(sql`update consumers set loyalty_points = loyalty_points + 1000 where email = 'member@stride.example'`);
    await api.database.db.execute(sql`insert into loyalty_ledger (id, consumer_id, kind, state, delta, remaining, reason) select 'api-test-topup', id, 'earn', 'active', 1000, 1000, 'test' from consumers where email = 'member@stride.example'`);
  });
});

describe('points on orders', () => {
  it('an order paid partly with points earns pending points; the profile shows both; cancel reverses the earn and gives the points back', async () => {
    const [variant] = (await variants(api.database.db, 'stride')).filter((v) => v.quantity >= 5 && v.salePrice >= 5_000);
    const balance = await balanceOf('member@stride.example');
    const cart = await ok<Cart>(await api.request('POST', '/cart/v1/cartWithItem', { token: member, body: { productId: variant!.id, qty: 1 } }));
    await ok(await api.request('POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, { token: member, body: { addresses: [ADDRESS] } }));
    await ok(await api.request('POST', `/cart/v1/cart/${cart.basketId}/billingAddress`, { token: member, body: ADDRESS }));
    await expectError(await api.request('PUT', `/cart/v1/cart/${cart.basketId}/reward`, { token: member, body: { appliedLoyaltyVoucher: { points: balance + 1 } } }), 'REW409');
    const paid = await ok<Cart>(await api.request('PUT', `/cart/v1/cart/${cart.basketId}/reward`, { token: member, body: { appliedLoyaltyVoucher: { points: 300 } } }));
    expect(paid.totals.remainingToPay).toBe(paid.totals.total - 300);
    const gift = await ok<Cart>(await api.request('POST', `/cart/v1/cart/${cart.basketId}/paymentInstruments`, { token: member, body: { payment_method_id: 'GIFT_CARD', c_gcCardNumber: '6006490000000000002', c_gcPin: '1234' } }));
    expect(gift.totals.remainingToPay).toBe(0);
    const order = await ok<Order>(await api.request('PUT', '/cart/v2/checkout/order', {
      token: member, headers: { 'idempotency-key': 'loyalty-order-1' }, body: { recaptcha_response: 'sandbox-ok:placeOrder', cartId: cart.basketId, paymentMethod: { code: 'GIFT_CARD' } },
    }));
    expect(order.processing).toBe('finalized');
    const earned = Math.floor((paid.totals.total - 300) / 100);
    expect(await balanceOf('member@stride.example')).toBe(balance - 300);
    const profile = await ok<{ consumerProfile: { loyaltySummary: unknown } }>(await api.request('GET', '/consumers-v3/consumer?includeLoyaltySummary=true', { token: member }));
    expect(profile.consumerProfile.loyaltySummary).toEqual({ points: { balance: balance - 300, pending: earned } });
    const overview = await ok<LoyaltyResponse>(await api.request('GET', '/consumers-v3/consumer/loyalty/vouchers?includeHistory=true', { token: member }));
    expect(overview.history?.find((e) => e.kind === 'earn' && e.orderNumber === order.orderNumber)).toMatchObject({ state: 'pending', points: earned });

    await ok(await api.request('POST', '/consumers-v3/consumer/CancelOrder', { token: member, body: { orderNumber: order.orderNumber } }));
    expect(await balanceOf('member@stride.example')).toBe(balance);
    const after = await ok<LoyaltyResponse>(await api.request('GET', '/consumers-v3/consumer/loyalty/vouchers?includeHistory=true', { token: member }));
    expect(after.pendingLoyaltyPoints).toBe(0);
    const mine = after.history!.filter((e) => e.orderNumber === order.orderNumber).map((e) => [e.kind, e.state, e.points]);
    expect(mine).toEqual(expect.arrayContaining([['earn', 'cancelled', earned], ['reverse', 'cancelled', -earned], ['spend', 'active', -300], ['reverse', 'active', 300]]));
    await settleLoyaltyPoints(api.database.db, new Date(Date.now() + LOYALTY_RETURN_WINDOW_MS + 1));
    expect(await balanceOf('member@stride.example')).toBe(balance);
  });
});

describe('a voucher in the cart', () => {
  it('pays as a REWARD_CODE reward, is redeemed by the order (once), earns nothing on its amount, and comes back on cancel', async () => {
    const bought = await ok<{ voucher: LoyaltyResponse['vouchers'][number] }>(await api.request('POST', '/consumers-v3/consumer/loyalty/vouchers', { token: member, body: { points: 500 } }));
    const { code } = bought.voucher;
    const [variant] = (await variants(api.database.db, 'stride')).filter((v) => v.quantity >= 5 && v.salePrice >= 5_000).slice(1);
    const cart = await ok<Cart>(await api.request('POST', '/cart/v1/cartWithItem', { token: member, body: { productId: variant!.id, qty: 1 } }));
    await ok(await api.request('POST', `/cart/v2/cart/${cart.basketId}/shippingAddress`, { token: member, body: { addresses: [ADDRESS] } }));
    await ok(await api.request('POST', `/cart/v1/cart/${cart.basketId}/billingAddress`, { token: member, body: ADDRESS }));
    await expectError(await api.request('PUT', `/cart/v1/cart/${cart.basketId}/reward`, { token: member, body: { appliedLoyaltyVoucher: { code: 'nope' } } }), 'API400');
    await expectError(await api.request('PUT', `/cart/v1/cart/${cart.basketId}/reward`, { token: member, body: { appliedLoyaltyVoucher: { code: 'LV-AAAAAAAAAAAA' } } }), 'REW404', 'appliedLoyaltyVoucher.code');
    const withVoucher = await ok<Cart>(await api.request('PUT', `/cart/v1/cart/${cart.basketId}/reward`, { token: member, body: { appliedLoyaltyVoucher: { code: code.toLowerCase() } } }));
    expect(withVoucher.payment_instruments).toEqual([expect.objectContaining({ payment_method_id: 'REWARD_CODE', amount: 500, voucherCode: code })]);
    expect(withVoucher.totals.remainingToPay).toBe(withVoucher.totals.total - 500);
    const removed = await ok<Cart>(await api.request('PUT', `/cart/v1/cart/${cart.basketId}/reward`, { token: member, body: { appliedLoyaltyVoucher: null } }));
    expect(removed.payment_instruments).toEqual([]);
    await ok(await api.request('POST', `/cart/v1/cart/${cart.basketId}/paymentInstruments`, { token: member, body: { payment_method_id: 'GIFT_CARD', c_gcCardNumber: '6006490000000000002', c_gcPin: '1234' } }));
    // Applied after the gift card, the voucher still pays first: its value would otherwise be lost.
    const both = await ok<Cart>(await api.request('PUT', `/cart/v1/cart/${cart.basketId}/reward`, { token: member, body: { appliedLoyaltyVoucher: { code } } }));
    expect(both.payment_instruments.map((i) => [i.payment_method_id, i.amount])).toEqual([['REWARD_CODE', 500], ['GIFT_CARD', both.totals.total - 500]]);
    const order = await ok<Order>(await api.request('PUT', '/cart/v2/checkout/order', {
      token: member, headers: { 'idempotency-key': 'loyalty-voucher-order-1' }, body: { recaptcha_response: 'sandbox-ok:placeOrder', cartId: cart.basketId, paymentMethod: { code: 'GIFT_CARD' } },
    }));
    expect(order.processing).toBe('finalized');
    const listed = await ok<LoyaltyResponse>(await api.request('GET', '/consumers-v3/consumer/loyalty/vouchers?includeHistory=true', { token: member }));
    expect(listed.vouchers.find((v) => v.code === code)).toMatchObject({ status: 'redeemed', orderNumber: order.orderNumber });
    expect(listed.history?.find((e) => e.kind === 'earn' && e.orderNumber === order.orderNumber)?.points).toBe(Math.floor((withVoucher.totals.total - 500) / 100));

    // Used up: another cart cannot take it.
    const next = await ok<Cart>(await api.request('POST', '/cart/v1/cartWithItem', { token: member, body: { productId: variant!.id, qty: 1 } }));
    await expectError(await api.request('PUT', `/cart/v1/cart/${next.basketId}/reward`, { token: member, body: { appliedLoyaltyVoucher: { code } } }), 'REW404');
    await ok(await api.request('POST', '/consumers-v3/consumer/CancelOrder', { token: member, body: { orderNumber: order.orderNumber } }));
    const back = await ok<Cart>(await api.request('PUT', `/cart/v1/cart/${next.basketId}/reward`, { token: member, body: { appliedLoyaltyVoucher: { code } } }));
    expect(back.payment_instruments).toEqual([expect.objectContaining({ payment_method_id: 'REWARD_CODE', amount: 500 })]);
    // A guest cannot use a voucher.
    const guestCart = await ok<Cart>(await api.request('POST', '/cart/v1/cartWithItem', { token: guest, body: { productId: variant!.id, qty: 1 } }));
    await expectError(await api.request('PUT', `/cart/v1/cart/${guestCart.basketId}/reward`, { token: guest, body: { appliedLoyaltyVoucher: { code } } }), 'AUT403');
  });
});

describe('buying a voucher with an Idempotency-Key', () => {
  it('a retry replays the first answer instead of buying again; another body or a bad key is refused', async () => {
    const before = await balanceOf('member@stride.example');
    const buy = (key: string, points = 500) => api.request('POST', '/consumers-v3/consumer/loyalty/vouchers', { token: member, body: { points }, headers: { 'idempotency-key': key } });
    const first = await ok<{ voucher: { voucherId: string }; currentLoyaltyPoints: number }>(await buy('buy-voucher-0001'));
    expect(first.currentLoyaltyPoints).toBe(before - 500);
    const again = await buy('buy-voucher-0001');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await ok(again)).toEqual(first);
    expect(await balanceOf('member@stride.example')).toBe(before - 500);
    await expectError(await buy('buy-voucher-0001', 1_000), 'ORD422', 'Idempotency-Key');
    await expectError(await buy('short'), 'API400', 'Idempotency-Key');
    const vouchers = await queryRows<{ n: number }>(api.database.db, sql`select count(*)::int as n from loyalty_vouchers v join consumers c on c.id = v.consumer_id where c.email = 'member@stride.example' and v.points = 500`);
    expect(vouchers[0]!.n).toBe(2);
  });
});
