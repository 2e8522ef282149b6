import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOYALTY_RETURN_WINDOW_MS } from '@schemas/constants';
import { openDatabase, type Database, type DatabaseHandle } from '@server/db/client';
import type { OrderRow } from '@server/db/schema/orders';
import { addItem, createCart } from '@server/domain/cart/index';
import { addPaymentInstrument } from '@server/domain/checkout/payment-instruments';
import { placeOrder, type CheckoutDeps } from '@server/domain/checkout/place-order';
import { cancelOrder } from '@server/domain/checkout/orders';
import { findConsumer } from '@server/domain/identity/consumers';
import { sandboxRecaptcha } from '@server/domain/identity/recaptcha';
import { earnForOrder, settleLoyaltyPoints } from '@server/domain/loyalty/ledger';
import { buyVoucher } from '@server/domain/loyalty/vouchers';
import { sandboxBnplProvider } from '@server/payments/sandbox/sandbox-bnpl';
import { sandboxPaypalProvider } from '@server/payments/sandbox/sandbox-paypal';
import { issueSandboxToken, sandboxCardProcessor } from '@server/payments/sandbox/sandbox-processor';
import { queryRows } from '../../../helpers/query-rows';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../helpers/postgres';
import { registered, seededDatabase, variants, type TestVariant } from '../cart/cart-db';

const ADDRESS = { firstName: 'Maya', lastName: 'Member', addressLine1: '1 Main Street', city: 'New York', stateCode: 'NY', postalCode: '10001', country: 'US', countryCode: 'US', email: 'maya@example.com', phone: '+12125550123' };
const card = sandboxCardProcessor();
const bnpl = sandboxBnplProvider();
const deps: CheckoutDeps = { card, bnpl, paypal: sandboxPaypalProvider(), recaptcha: sandboxRecaptcha, mailer: { send: async () => undefined } };
const approved = () => issueSandboxToken({ b: 'visa', l: '1142', m: 12, y: 2030, o: 'approved', n: crypto.randomUUID() });

/**
 * The points balance under real concurrency: two app instances (two pools) on one throw-away
 * PostgreSQL (PGlite runs one transaction at a time and would hide every race).
 */
describe('loyalty points under concurrency on PostgreSQL', () => {
  let server: ThrowawayPostgres | undefined;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let pool: TestVariant[];
  const db = (n: number): Database => (n % 2 === 0 ? first : second).db;

  beforeAll(async () => {
    server = await startThrowawayPostgres();
    first = await seededDatabase(server.databaseUrl);
    second = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: 'unused' });
    pool = await variants(first.db, 'stride', sql`i.quantity >= 30 and vp.sale_price between 2000 and 6000`);
  }, 180_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await server?.stop();
  });

  /** A member of stride with `points` active points (backed by one active entry). */
  async function member(points: number): Promise<string> {
    const id = crypto.randomUUID();
    await first.db.execute(sql`insert into consumers (id, site_id, email, password_hash, is_loyalty_member, loyalty_points, member_id)
      values (${id}, 'stride', ${`${id}@example.com`}, 'x', true, ${points}, ${`M${id.slice(0, 12)}`})`);
    await first.db.execute(sql`insert into loyalty_ledger (id, consumer_id, kind, state, delta, remaining, reason) values (${`${id}-open`}, ${id}, 'earn', 'active', ${points}, ${points}, 'test')`);
    return id;
  }
  async function state(consumerId: string) {
    const [row] = await queryRows<{ balance: number; remaining: number; counted: number; vouchers: number }>(first.db, sql`
      select c.loyalty_points as balance,
        coalesce((select sum(remaining) from loyalty_ledger where consumer_id = c.id and state = 'active'), 0)::int as remaining,
        coalesce((select sum(delta) from loyalty_ledger where consumer_id = c.id and state in ('active', 'expired')), 0)::int as counted,
        (select count(*)::int from loyalty_vouchers where consumer_id = c.id) as vouchers
      from consumers c where c.id = ${consumerId}`);
    expect(row!.remaining).toBe(row!.balance);
    expect(row!.counted).toBe(row!.balance);
    expect(row!.balance).toBeGreaterThanOrEqual(0);
    return row!;
  }
  const buy = async (n: number, consumerId: string, points: number) => buyVoucher(db(n), (await findConsumer(db(n), consumerId))!, 'stride', 'USD', points);

  it('two redemptions of the whole balance at once, 25 times: exactly one succeeds each time, the balance never goes negative', async () => {
    for (let round = 0; round < 25; round += 1) {
      const id = await member(1_000);
      const results = await Promise.allSettled([buy(0, id, 1_000), buy(1, id, 1_000)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason.errorId).toBe('REW409');
      expect(await state(id)).toEqual({ balance: 0, remaining: 0, counted: 0, vouchers: 1 });
    }
  }, 120_000);

  it('twelve 500-point vouchers bought at once from 2,000 points: exactly four', async () => {
    const id = await member(2_000);
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, n) => buy(n, id, 500)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.errorId === 'REW409')).toBe(true);
    expect(await state(id)).toMatchObject({ balance: 0, vouchers: 4 });
  }, 60_000);

  it('an order paying with the whole balance and a voucher bought with it at once: one wins, the other spends nothing', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await member(1_000);
      const shopper = registered(id);
      const variant = pool[round]!;
      const { basketId } = await createCart(first.db, shopper);
      await addItem(first.db, shopper, { cartId: basketId, productId: variant.id, qty: 1 });
      await first.db.execute(sql`update carts set shipping_address = ${JSON.stringify(ADDRESS)}::jsonb, billing_address = ${JSON.stringify(ADDRESS)}::jsonb, region = 'NY' where id = ${basketId}`);
      await addPaymentInstrument(first.db, shopper, basketId, { payment_method_id: 'LOYALTY_POINTS', points: 1_000 }, deps);
      const [stockBefore] = await queryRows<{ reserved: number }>(first.db, sql`select reserved from catalog_inventory where variant_id = ${variant.id}`);
      const results = await Promise.allSettled([
        placeOrder(db(round), shopper, { recaptcha_response: 'sandbox-ok:placeOrder', cartId: basketId, paymentMethod: { code: 'CREDIT_CARD', additionalData: { token: approved() } } }, deps, 'ST-'),
        buy(round + 1, id, 1_000),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason.errorId).toBe('REW409');
      const after = await state(id);
      expect(after.balance).toBe(0);
      const [stockAfter] = await queryRows<{ reserved: number }>(first.db, sql`select reserved from catalog_inventory where variant_id = ${variant.id}`);
      expect(stockAfter!.reserved - stockBefore!.reserved).toBe(results[0]!.status === 'fulfilled' ? 1 : 0);
    }
  }, 120_000);

  it('a member cancelling one order while placing the next (same stock, both with points) never deadlocks and keeps the ledger in step', async () => {
    for (let round = 0; round < 8; round += 1) {
      const id = await member(2_000);
      const shopper = registered(id);
      const variant = pool[10 + round]!;
      const ready = async () => {
        const { basketId } = await createCart(first.db, shopper);
        await addItem(first.db, shopper, { cartId: basketId, productId: variant.id, qty: 1 });
        await first.db.execute(sql`update carts set shipping_address = ${JSON.stringify(ADDRESS)}::jsonb, billing_address = ${JSON.stringify(ADDRESS)}::jsonb, region = 'NY' where id = ${basketId}`);
        await addPaymentInstrument(first.db, shopper, basketId, { payment_method_id: 'LOYALTY_POINTS', points: 600 }, deps);
        return basketId;
      };
      const place = (n: number, basketId: string) =>
        placeOrder(db(n), shopper, { recaptcha_response: 'sandbox-ok:placeOrder', cartId: basketId, paymentMethod: { code: 'CREDIT_CARD', additionalData: { token: approved() } } }, deps, 'ST-');
      const placed = await place(0, await ready());
      const next = await ready();
      const [cancelled, second] = await Promise.allSettled([cancelOrder(db(round), shopper, placed.orderNumber, {}, deps, deps.mailer), place(round + 1, next)]);
      expect(cancelled.status).toBe('fulfilled');
      expect(second.status).toBe('fulfilled');
      // Order 1 spent and got back 600; order 2 spent 600; its earn is pending.
      expect(await state(id)).toMatchObject({ balance: 1_400 });
    }
  }, 120_000);

  it('two processes sweeping at once mature every pending earn exactly once', async () => {
    const members = await Promise.all(Array.from({ length: 30 }, () => member(0)));
    const now = new Date();
    for (const id of members) {
      await first.db.transaction(async (tx) => earnForOrder(tx as unknown as Database, { id: crypto.randomUUID(), ownerKind: 'consumer', ownerId: id, siteId: 'stride', currency: 'USD', total: 12_300, payments: [] } as unknown as OrderRow, now));
    }
    const later = new Date(now.getTime() + LOYALTY_RETURN_WINDOW_MS);
    await Promise.all([settleLoyaltyPoints(first.db, later), settleLoyaltyPoints(second.db, later), settleLoyaltyPoints(first.db, later)]);
    for (const id of members) expect(await state(id)).toMatchObject({ balance: 123 });
  }, 120_000);
});
