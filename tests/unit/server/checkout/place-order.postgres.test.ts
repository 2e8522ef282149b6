import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { addItem, applyCoupon, createCart } from '@server/domain/cart/index';
import type { Shopper } from '@server/domain/cart/shopper';
import { addPaymentInstrument } from '@server/domain/checkout/payment-instruments';
import { placeOrder, type CheckoutDeps } from '@server/domain/checkout/place-order';
import { fileWarrantyClaim } from '@server/domain/checkout/warranty';
import { spendAllowance } from '@server/domain/checkout/yearly-allowances';
import { sandboxRecaptcha } from '@server/domain/identity/recaptcha';
import { sandboxBnplProvider } from '@server/payments/sandbox/sandbox-bnpl';
import { sandboxPaypalProvider } from '@server/payments/sandbox/sandbox-paypal';
import { issueSandboxToken, sandboxCardProcessor } from '@server/payments/sandbox/sandbox-processor';
import { queryRows } from '../../../helpers/query-rows';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../helpers/postgres';
import { guest, registered, seededDatabase, variants, type TestVariant } from '../cart/cart-db';

const ADDRESS = { firstName: 'Ada', lastName: 'Shopper', addressLine1: '1 Main Street', city: 'New York', stateCode: 'NY', postalCode: '10001', country: 'US', countryCode: 'US', email: 'ada@example.com', phone: '+12125550123' };
const card = sandboxCardProcessor();
const bnpl = sandboxBnplProvider();
const deps: CheckoutDeps = { card, bnpl, paypal: sandboxPaypalProvider(), recaptcha: sandboxRecaptcha, mailer: { send: async () => undefined } };
const approved = () => issueSandboxToken({ b: 'visa', l: '1142', m: 12, y: 2030, o: 'approved', n: crypto.randomUUID() });

/**
 * Place order under real concurrency: PGlite runs one transaction at a time and would hide every
 * race. Two app instances (two pools) on one throw-away PostgreSQL.
 */
describe('place order under concurrency on PostgreSQL', () => {
  let server: ThrowawayPostgres | undefined;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let pool: TestVariant[];
  const db = (n: number) => (n % 2 === 0 ? first : second).db;

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

  /** A guest cart with the variant and addresses, ready to place. */
  async function readyCart(variant: TestVariant): Promise<{ shopper: Shopper; basketId: string }> {
    const shopper = guest();
    const { basketId } = await createCart(first.db, shopper);
    await addItem(first.db, shopper, { cartId: basketId, productId: variant.id, qty: 1 });
    await first.db.execute(sql`update carts set shipping_address = ${JSON.stringify(ADDRESS)}::jsonb, billing_address = ${JSON.stringify(ADDRESS)}::jsonb, region = 'NY' where id = ${basketId}`);
    return { shopper, basketId };
  }
  const placeWithCard = (n: number, shopper: Shopper, basketId: string) =>
    placeOrder(db(n), shopper, { recaptcha_response: 'sandbox-ok:placeOrder', cartId: basketId, paymentMethod: { code: 'CREDIT_CARD', additionalData: { token: approved() } } }, deps, 'ST-');

  it('200 shoppers place the last unit at once: exactly one order, stock 0', async () => {
    const variant = pool[0]!;
    const carts = [];
    for (let n = 0; n < 200; n += 1) carts.push(await readyCart(variant));
    await first.db.execute(sql`update catalog_inventory set quantity = 1, reserved = 0 where variant_id = ${variant.id}`);
    const results = await Promise.allSettled(carts.map(({ shopper, basketId }, n) => placeWithCard(n, shopper, basketId)));
    const placed = results.filter((result) => result.status === 'fulfilled');
    expect(placed).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected').every((result) => (result as PromiseRejectedResult).reason.errorId === 'ITEMS_OOS')).toBe(true);
    const [stock] = await queryRows<{ available: number }>(first.db, sql`select quantity - reserved as available from catalog_inventory where variant_id = ${variant.id}`);
    expect(stock!.available).toBe(0);
    const [orders] = await queryRows<{ n: number }>(first.db, sql`select count(*)::int as n from orders o join order_lines l on l.order_id = o.id where l.variant_id = ${variant.id} and o.processing = 'finalized'`);
    expect(orders!.n).toBe(1);
  }, 300_000);

  it('the same cart placed twice at once becomes one order', async () => {
    const { shopper, basketId } = await readyCart(pool[1]!);
    const results = await Promise.allSettled([placeWithCard(0, shopper, basketId), placeWithCard(1, shopper, basketId), placeWithCard(2, shopper, basketId)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [orders] = await queryRows<{ n: number }>(first.db, sql`select count(*)::int as n from orders where cart_id = ${basketId} and processing <> 'failed'`);
    expect(orders!.n).toBe(1);
  });

  it('a gift card spent by two carts at once never goes below zero', async () => {
    const [gift] = await queryRows<{ id: string; number: string }>(first.db, sql`select id, number from gift_cards where site_id = 'stride' and currency = 'USD' and balance = 5000 order by id limit 1`);
    await first.db.execute(sql`update gift_cards set balance = 3000 where id = ${gift!.id}`);
    const carts = await Promise.all([readyCart(pool[2]!), readyCart(pool[3]!)]);
    for (const { shopper, basketId } of carts) {
      await addPaymentInstrument(first.db, shopper, basketId, { payment_method_id: 'GIFT_CARD', c_gcCardNumber: gift!.number, c_gcPin: '1234', amount: 2000 }, deps);
    }
    const results = await Promise.allSettled(carts.map(({ shopper, basketId }, n) => placeWithCard(n, shopper, basketId)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [after] = await queryRows<{ balance: number }>(first.db, sql`select balance from gift_cards where id = ${gift!.id}`);
    expect(after!.balance).toBe(1000);
  });

  it('a coupon with a total limit of 1 used by 20 carts at once is redeemed once', async () => {
    const carts = [];
    for (let n = 0; n < 20; n += 1) {
      const ready = await readyCart(pool[4 + n]!);
      await applyCoupon(first.db, ready.shopper, { cartId: ready.basketId, code: 'LASTONE' });
      carts.push(ready);
    }
    const results = await Promise.allSettled(carts.map(({ shopper, basketId }, n) => placeWithCard(n, shopper, basketId)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [coupon] = await queryRows<{ redemption_count: number; uses: number }>(first.db, sql`
      select c.redemption_count, (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id and r.state <> 'released') as uses
      from coupons c where c.site_id = 'stride' and c.code = 'LASTONE'`);
    expect(coupon).toEqual({ redemption_count: 1, uses: 1 });
  });
  it('athlete credit placed from two app instances at once is spent once and never past the yearly credit', async () => {
    const [athlete] = await queryRows<{ id: string; credit: number }>(first.db, sql`select id, (athlete->>'annualCredit')::int as credit from consumers where email = 'athlete@stride.example' and site_id = 'stride'`);
    await first.db.execute(sql`update consumers set athlete = jsonb_set(athlete, '{currentSpend}', to_jsonb(${athlete!.credit - 1_000}::int)) where id = ${athlete!.id}`);
    const shopper = registered(athlete!.id);
    const { basketId } = await createCart(first.db, shopper);
    await addItem(first.db, shopper, { cartId: basketId, productId: pool[25]!.id, qty: 1 });
    await first.db.execute(sql`update carts set shipping_address = ${JSON.stringify(ADDRESS)}::jsonb, billing_address = ${JSON.stringify(ADDRESS)}::jsonb, region = 'NY' where id = ${basketId}`);
    await addPaymentInstrument(first.db, shopper, basketId, { payment_method_id: 'ATHLETES_PAYMENT', amount: 1_000 }, deps);
    const results = await Promise.allSettled([0, 1, 2, 3].map((n) => placeWithCard(n, shopper, basketId)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [after] = await queryRows<{ spent: number }>(first.db, sql`select (athlete->>'currentSpend')::int as spent from consumers where id = ${athlete!.id}`);
    expect(after!.spent).toBe(athlete!.credit);
  });

  it('the employee allowance: one cart placed from two app instances at once spends it once, and concurrent spends never pass the cap', async () => {
    const [employee] = await queryRows<{ id: string; cap: number }>(first.db, sql`select id, (employee->>'annualCap')::int as cap from consumers where email = 'employee@stride.example' and site_id = 'stride'`);
    await first.db.execute(sql`update consumers set is_employee_discount_tc_accepted = true, employee = jsonb_set(employee, '{currentSpend}', to_jsonb(${employee!.cap - 1_000}::int)) where id = ${employee!.id}`);
    const shopper = registered(employee!.id);
    const { basketId } = await createCart(first.db, shopper);
    await addItem(first.db, shopper, { cartId: basketId, productId: pool[26]!.id, qty: 1 });
    await first.db.execute(sql`update carts set shipping_address = ${JSON.stringify(ADDRESS)}::jsonb, billing_address = ${JSON.stringify(ADDRESS)}::jsonb, region = 'NY' where id = ${basketId}`);
    const results = await Promise.allSettled([0, 1, 2, 3].map((n) => placeWithCard(n, shopper, basketId)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const spent = async () => (await queryRows<{ spent: number }>(first.db, sql`select (employee->>'currentSpend')::int as spent from consumers where id = ${employee!.id}`))[0]!.spent;
    expect(await spent()).toBe(employee!.cap);
    const [order] = await queryRows<{ covered: number }>(first.db, sql`select (spend->>'employee')::int as covered from orders where cart_id = ${basketId} and processing <> 'failed'`);
    expect(order!.covered).toBe(1_000);

    // The guard itself: ten spends of 3.00 against 10.00 left, from two pools at once; three fit.
    await first.db.execute(sql`update consumers set employee = jsonb_set(employee, '{currentSpend}', to_jsonb(${employee!.cap - 1_000}::int)) where id = ${employee!.id}`);
    const spends = await Promise.allSettled(Array.from({ length: 10 }, (_, n) =>
      db(n).transaction((tx) => spendAllowance(tx as unknown as typeof first.db, employee!.id, 'employee', 300))));
    expect(spends.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of spends) if (result.status === 'rejected') expect((result.reason as { errorId: string }).errorId).toBe('EMP409');
    expect(await spent()).toBe(employee!.cap - 100);
  });
  it('one warranty claim per item: six filed from two app instances at once make one case, the rest WAR409', async () => {
    const { shopper, basketId } = await readyCart(pool[27]!);
    await placeWithCard(0, shopper, basketId);
    const [order] = await queryRows<{ id: string; orderNumber: string; lineId: string }>(first.db, sql`
      select o.id, o.order_number as "orderNumber", l.id as "lineId" from orders o join order_lines l on l.order_id = o.id
      where o.cart_id = ${basketId} and o.processing <> 'failed'`);
    await first.db.execute(sql`update orders set status = 'delivered' where id = ${order!.id}`);
    const request = { orderNumber: order!.orderNumber, itemId: order!.lineId, email: ADDRESS.email, reason: 'sole' as const, description: 'The sole came away from the upper after two weeks.' };
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((n) => fileWarrantyClaim(db(n), shopper, request, deps.mailer)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) if (result.status === 'rejected') expect((result.reason as { errorId: string }).errorId).toBe('WAR409');
    const [claims] = await queryRows<{ n: number }>(first.db, sql`select count(*)::int as n from warranty_claims where order_line_id = ${order!.lineId}`);
    expect(claims!.n).toBe(1);
  });
});
