import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Cart } from '@schemas/commerce/cart';
import { sandboxBnplProvider } from '@server/payments/sandbox/sandbox-bnpl';
import { sandboxCardProcessor } from '@server/payments/sandbox/sandbox-processor';
import { createSandboxPayApp } from '@server/payments/sandbox/sandbox-app';
import { createApiApp } from '@server/app';
import { queryRows } from '../../../helpers/query-rows';
import { openSeededDatabase } from '../../../helpers/seeded-database';
import { errorOf, expectError, login, type IdentityTestApi } from '../identity/identity-api';
import { variants } from '../cart/cart-db';

/** §7 consumer payment_instruments: the signed-in shopper's saved cards, over HTTP with the sandbox processor. */
const processor = sandboxCardProcessor();
const sandbox = createSandboxPayApp();
let database: Awaited<ReturnType<typeof openSeededDatabase>>;
let app: ReturnType<typeof createApiApp>;
const PATH = '/consumers-v3/consumer/payment_instruments';
const CAPTCHA = 'sandbox-ok:paymentInstrument';

async function call(method: string, path: string, token: string | undefined, body?: unknown) {
  const h: Record<string, string> = { accept: 'application/json', 'x-brand': 'stride' };
  if (token) h.authorization = `Bearer ${token}`;
  if (body !== undefined) h['content-type'] = 'application/json';
  return app.request(`http://localhost/api${path}`, { method, headers: h, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, { clientAddress: 'test-client' });
}
async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
async function cardToken(number: string, expiry = '12/30', pay = sandbox) {
  const res = await pay.request('/sandbox-pay/tokenize', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ number, expiry, cvc: number.length === 15 ? '7373' : '737' }) });
  return (await res.json()) as { token: string; brand: string; last4: string; expiryMonth: number; expiryYear: number };
}
const api = { request: (method: string, path: string, options: { body?: unknown; token?: string } = {}) => call(method, path, options.token, options.body) } as unknown as IdentityTestApi;
type Listed = { payment_instruments: Array<{ paymentInstrumentId: string; default: boolean; card: { brand: string; last4: string } }> };
const list = async (token: string) => (await ok<Listed>(await call('GET', `${PATH}?payment_method_id=CREDIT_CARD`, token))).payment_instruments;
const save = (token: string, card: unknown, extra: Record<string, unknown> = {}) => call('POST', PATH, token, { payment_method_id: 'CREDIT_CARD', card, recaptcha_response: CAPTCHA, ...extra });

beforeAll(async () => {
  database = await openSeededDatabase();
  app = createApiApp({ db: database.db, basePath: '/api', identity: { storefrontOrigin: 'https://shop.test' }, payments: { card: processor, bnpl: sandboxBnplProvider() } });
});
afterAll(() => database.close());

describe('saved cards', () => {
  it('saves tokenised cards (the first is the default), lists them default first without the token, and refuses the same card twice', async () => {
    const token = (await login(api, 'shopper@stride.example')).accessToken;
    const visa = await cardToken('4111111145551142');
    const first = await ok<{ card: { paymentInstrumentId: string } }>(await save(token, visa), 201);
    expect(first.card.paymentInstrumentId).toEqual(expect.any(String));
    const mc = await cardToken('5555341244441115');
    const second = await ok<{ card: { paymentInstrumentId: string } }>(await save(token, { ...mc, holder: 'Ada Shopper' }), 201);
    const cards = await list(token);
    expect(cards.map((c) => [c.paymentInstrumentId, c.default, c.card.last4])).toEqual([[first.card.paymentInstrumentId, true, '1142'], [second.card.paymentInstrumentId, false, '1115']]);
    expect(JSON.stringify(cards)).not.toContain('tok_');
    // The same card again (a new token of the same number and expiry) is the §8 card-already-exists error.
    const again = await errorOf(await save(token, await cardToken('4111111145551142')));
    expect(again).toMatchObject({ errorId: 'CCN409', message: 'This card is already saved.', status: 409 });
    // A shopper without loyalty vouchers has no reward codes: an empty list, not an error.
    expect((await ok<Listed>(await call('GET', `${PATH}?payment_method_id=REWARD_CODE`, token))).payment_instruments).toEqual([]);
    // The token is kept only in the table, never answered.
    const rows = await queryRows<{ token: string }>(database.db, sql`select token from saved_cards where id = ${second.card.paymentInstrumentId}`);
    expect(rows[0]!.token).toBe(mc.token);
  });

  it('switches the one default card, removes a card, and answers another consumer’s card like a missing one', async () => {
    const token = (await login(api, 'member@stride.example')).accessToken;
    const a = (await ok<{ card: { paymentInstrumentId: string } }>(await save(token, await cardToken('4111111145551142')), 201)).card.paymentInstrumentId;
    const b = (await ok<{ card: { paymentInstrumentId: string } }>(await save(token, await cardToken('370000000000002')), 201)).card.paymentInstrumentId;
    expect(await ok(await call('PATCH', `${PATH}/${b}`, token, { default: true }))).toMatchObject({ paymentInstrumentId: b, default: true });
    expect((await list(token)).map((c) => [c.paymentInstrumentId, c.default])).toEqual([[b, true], [a, false]]);
    // A third saved with default: true takes it over.
    const c = (await ok<{ card: { paymentInstrumentId: string } }>(await save(token, await cardToken('5555341244441115'), { default: true }), 201)).card.paymentInstrumentId;
    expect((await list(token)).filter((card) => card.default).map((card) => card.paymentInstrumentId)).toEqual([c]);

    const stranger = (await login(api, 'athlete@stride.example')).accessToken;
    await expectError(await call('PATCH', `${PATH}/${a}`, stranger, { default: true }), 'CCN404');
    await expectError(await call('DELETE', `${PATH}/${a}`, stranger), 'CCN404');
    expect(await list(stranger)).toEqual([]);
    // A stranger cannot pay with it either.
    const variant = (await variants(database.db, 'stride')).find((v) => v.quantity >= 2)!;
    const cart = await ok<Cart>(await call('POST', '/cart/v1/cartWithItem', stranger, { productId: variant.id, qty: 1 }));
    await expectError(await call('POST', `/cart/v1/cart/${cart.basketId}/paymentInstruments`, stranger, { payment_method_id: 'CREDIT_CARD', paymentInstrumentId: a }), 'PAYMENT_INSTRUMENT_NOT_FOUND');

    // The owner's cart and a product page's buy-now basket pay with card a; removing the card takes it off both.
    const mine = await ok<Cart>(await call('POST', '/cart/v1/cartWithItem', token, { productId: variant.id, qty: 1 }));
    const basket = await ok<Cart>(await call('POST', '/cart/v1/cartWithItem?bid=new', token, { productId: variant.id, qty: 1 }));
    for (const held of [mine, basket]) {
      const paying = await ok<Cart>(await call('POST', `/cart/v1/cart/${held.basketId}/paymentInstruments`, token, { payment_method_id: 'CREDIT_CARD', paymentInstrumentId: a }));
      expect(paying.payment_instruments.map((instrument) => instrument.payment_method_id)).toContain('CREDIT_CARD');
    }
    const left = await ok<Listed>(await call('DELETE', `${PATH}/${a}`, token));
    expect(left.payment_instruments.map((card) => card.paymentInstrumentId)).toEqual([c, b]);
    for (const held of [mine, basket]) {
      const after = await ok<Cart>(await call('GET', `/cart/v1/cart/${held.basketId}`, token));
      expect(after.payment_instruments.map((instrument) => instrument.payment_method_id)).not.toContain('CREDIT_CARD');
    }
    await expectError(await call('DELETE', `${PATH}/${a}`, token), 'CCN404');
    await expectError(await call('PATCH', `${PATH}/not-a-card`, token, { default: true }), 'CCN404');
  });

  it('refuses guests, no session, a bad recaptcha, a forged or expired token and bad bodies in the §8 shape', async () => {
    const visa = await cardToken('4111111145551142');
    await expectError(await call('GET', PATH, undefined), 'AUT402');
    await expectError(await save('x'.repeat(40), visa), 'AUT402');
    const guest = (await ok<{ accessToken: string }>(await call('POST', '/token/v2/auth/token', undefined, { type: 'Guest' }))).accessToken;
    await expectError(await call('GET', PATH, guest), 'AUT403');
    await expectError(await save(guest, visa), 'AUT403');

    const token = (await login(api, 'employee@stride.example')).accessToken;
    await expectError(await save(token, visa, { recaptcha_response: 'sandbox-fail' }), 'AUT430', 'recaptcha_response');
    await expectError(await save(token, { ...visa, token: 'tok_forged-by-the-client' }), 'PAY400', 'card.token');
    await expectError(await save(token, { ...visa, last4: 'abcd' }), 'API400');
    await expectError(await call('POST', PATH, token, { payment_method_id: 'GIFT_CARD', card: visa, recaptcha_response: CAPTCHA }), 'API400');
    await expectError(await call('PATCH', `${PATH}/x`, token, { default: 'yes' }), 'API400');
    // A card that expired since it was tokenised (the processor's clock was earlier).
    const past = createSandboxPayApp({ now: () => new Date('2021-01-15T00:00:00Z') });
    const old = await cardToken('4111111145551142', '06/21', past);
    await expectError(await save(token, old), 'CC_EXPIRY_DATE_INVALID', 'card');
    expect(await list(token)).toEqual([]);
  });
});
