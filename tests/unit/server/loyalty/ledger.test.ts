import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOYALTY_POINTS_LIFETIME_MS, LOYALTY_RETURN_WINDOW_MS } from '@schemas/constants';
import type { DatabaseHandle, Database } from '@server/db/client';
import type { OrderRow } from '@server/db/schema/orders';
import { debitPoints, earnForOrder, pointsSummary, reverseOrderPoints, settleLoyaltyPoints } from '@server/domain/loyalty/ledger';
import { queryRows } from '../../../helpers/query-rows';
import { openSeededDatabase } from '../../../helpers/seeded-database';
import { turnsDuring } from '../../../helpers/event-loop-turns';

/** The points ledger with fixed clocks: earn (pending), mature, spend from active only, reverse, expire. */
let database: DatabaseHandle;
let db: Database;
const T0 = new Date('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const DAY = 24 * 3_600_000;

/** A fresh loyalty member with no points (each test its own). */
async function member(points = 0, isMember = true): Promise<string> {
  const id = crypto.randomUUID();
  await db.execute(sql`insert into consumers (id, site_id, email, password_hash, is_loyalty_member, loyalty_points, member_id)
    values (${id}, 'stride', ${`${id}@example.com`}, 'x', ${isMember}, 0, ${isMember ? `M${id.slice(0, 10)}` : null})`);
  if (points > 0) {
    await db.execute(sql`insert into loyalty_ledger (id, consumer_id, kind, state, delta, remaining, reason) values (${`${id}-open`}, ${id}, 'earn', 'active', ${points}, ${points}, 'test')`);
    await db.execute(sql`update consumers set loyalty_points = ${points} where id = ${id}`);
  }
  return id;
}

function order(consumerId: string, total: number, extra: Partial<OrderRow> = {}): OrderRow {
  return { id: crypto.randomUUID(), ownerKind: 'consumer', ownerId: consumerId, siteId: 'stride', currency: 'USD', total, payments: [], ...extra } as OrderRow;
}

const inTx = <T>(work: (tx: Database) => Promise<T>) => db.transaction(async (tx) => work(tx as unknown as Database));

/** Both ledger invariants of docs "Loyalty", and the balance itself. */
async function invariants(consumerId: string): Promise<number> {
  const [row] = await queryRows<{ balance: number; remaining: number; counted: number }>(db, sql`
    select c.loyalty_points as balance,
      coalesce((select sum(remaining) from loyalty_ledger where consumer_id = c.id and state = 'active'), 0)::int as remaining,
      coalesce((select sum(delta) from loyalty_ledger where consumer_id = c.id and state in ('active', 'expired')), 0)::int as counted
    from consumers c where c.id = ${consumerId}`);
  expect(row!.balance).toBeGreaterThanOrEqual(0);
  expect(row!.remaining).toBe(row!.balance);
  expect(row!.counted).toBe(row!.balance);
  return row!.balance;
}

beforeAll(async () => {
  database = await openSeededDatabase();
  db = database.db;
});
afterAll(() => database.close());

describe('earning', () => {
  it('earns pending points at the currency’s seeded rate, once per order, not for what points paid', async () => {
    const id = await member();
    const first = order(id, 12_345, { payments: [{ code: 'LOYALTY_POINTS', amount: 345, status: 'settled', instrumentId: 'p', points: 345 }] });
    const earned = await inTx((tx) => earnForOrder(tx, first, T0));
    expect(earned).toMatchObject({ kind: 'earn', state: 'pending', delta: 120, remaining: 120 });
    expect(new Date(earned!.maturesAt!).getTime()).toBe(T0.getTime() + LOYALTY_RETURN_WINDOW_MS);
    expect(new Date(earned!.expiresAt!).getTime()).toBe(T0.getTime() + LOYALTY_RETURN_WINDOW_MS + LOYALTY_POINTS_LIFETIME_MS);
    expect(await inTx((tx) => earnForOrder(tx, first, T0))).toBeNull();
    const pounds = await inTx((tx) => earnForOrder(tx, order(id, 1_099, { currency: 'GBP' }), T0));
    expect(pounds?.delta).toBe(16); // 3 points per 2.00: floor(1099 × 3 / 200)
    expect(await pointsSummary(db, id)).toEqual({ balance: 0, pending: 136 });
    expect(await invariants(id)).toBe(0);
  });

  it('earns nothing for a non-member, a guest order, a currency without a rate or a zero amount', async () => {
    const outsider = await member(0, false);
    expect(await inTx((tx) => earnForOrder(tx, order(outsider, 10_000), T0))).toBeNull();
    const id = await member();
    expect(await inTx((tx) => earnForOrder(tx, order(id, 10_000, { ownerKind: 'guest' }), T0))).toBeNull();
    expect(await inTx((tx) => earnForOrder(tx, order(id, 10_000, { currency: 'JPY' }), T0))).toBeNull();
    expect(await inTx((tx) => earnForOrder(tx, order(id, 99), T0))).toBeNull();
    expect(await pointsSummary(db, id)).toEqual({ balance: 0, pending: 0 });
  });
});

describe('maturing and spending', () => {
  it('pending points cannot be spent; after the return window they are active; the sweep is idempotent', async () => {
    const id = await member();
    await inTx((tx) => earnForOrder(tx, order(id, 50_000), T0));
    await expect(inTx((tx) => debitPoints(tx, id, 100, { kind: 'spend', reason: 'order' }))).rejects.toMatchObject({ errorId: 'REW409' });
    await settleLoyaltyPoints(db, at(LOYALTY_RETURN_WINDOW_MS - 1));
    expect(await pointsSummary(db, id)).toEqual({ balance: 0, pending: 500 });
    const first = await settleLoyaltyPoints(db, at(LOYALTY_RETURN_WINDOW_MS));
    expect(first.matured).toBeGreaterThanOrEqual(1);
    expect(await pointsSummary(db, id)).toEqual({ balance: 500, pending: 0 });
    await settleLoyaltyPoints(db, at(LOYALTY_RETURN_WINDOW_MS + 1));
    expect(await invariants(id)).toBe(500);
    await inTx((tx) => debitPoints(tx, id, 500, { kind: 'spend', reason: 'order' }));
    await expect(inTx((tx) => debitPoints(tx, id, 1, { kind: 'spend', reason: 'order' }))).rejects.toMatchObject({ errorId: 'REW409' });
    await expect(inTx((tx) => debitPoints(tx, id, 0, { kind: 'spend', reason: 'order' }))).rejects.toMatchObject({ errorId: 'REW400' });
    expect(await invariants(id)).toBe(0);
  });

  it('a spend uses the soonest-expiring points first', async () => {
    const id = await member();
    await db.execute(sql`insert into loyalty_ledger (id, consumer_id, kind, state, delta, remaining, reason, expires_at) values
      (${`${id}-late`}, ${id}, 'earn', 'active', 300, 300, 'test', ${at(200 * DAY).toISOString()}),
      (${`${id}-soon`}, ${id}, 'earn', 'active', 200, 200, 'test', ${at(10 * DAY).toISOString()})`);
    await db.execute(sql`update consumers set loyalty_points = 500 where id = ${id}`);
    await inTx((tx) => debitPoints(tx, id, 250, { kind: 'spend', reason: 'order' }));
    const rows = await queryRows<{ id: string; remaining: number }>(db, sql`select id, remaining from loyalty_ledger where consumer_id = ${id} and kind = 'earn' order by id`);
    expect(rows).toEqual([{ id: `${id}-late`, remaining: 250 }, { id: `${id}-soon`, remaining: 0 }]);
    expect(await invariants(id)).toBe(250);
  });

  // PGlite's statements run on the thread that answers requests and never give way by themselves:
  // the sweep settles one entry per short transaction and lets requests through between them.
  it('the sweep lets the event loop answer requests between the entries it settles', async () => {
    const id = await member();
    for (const total of [10_000, 20_000, 30_000]) await inTx((tx) => earnForOrder(tx, order(id, total), T0));
    const { result: settled, turns } = await turnsDuring(() => settleLoyaltyPoints(db, at(LOYALTY_RETURN_WINDOW_MS)));
    expect(settled.matured).toBeGreaterThanOrEqual(3);
    expect(turns).toBeGreaterThanOrEqual(settled.matured);
    expect(await pointsSummary(db, id)).toEqual({ balance: 600, pending: 0 });
  });
});

describe('reversing', () => {
  it('a cancel before the window cancels the pending earn by a linked entry and refunds spent points, once', async () => {
    const id = await member(1_000);
    const placed = order(id, 20_000);
    await inTx(async (tx) => {
      await debitPoints(tx, id, 400, { kind: 'spend', reason: 'order', orderId: placed.id });
      await earnForOrder(tx, placed, T0);
    });
    expect(await pointsSummary(db, id)).toEqual({ balance: 600, pending: 200 });
    await inTx((tx) => reverseOrderPoints(tx, id, placed.id, 'cancelled', T0));
    await inTx((tx) => reverseOrderPoints(tx, id, placed.id, 'cancelled', T0));
    expect(await pointsSummary(db, id)).toEqual({ balance: 1_000, pending: 0 });
    const entries = await queryRows<{ kind: string; state: string; delta: number; linked: boolean }>(db, sql`
      select kind, state, delta, linked_entry_id is not null as linked from loyalty_ledger where order_id = ${placed.id} order by kind, delta`);
    expect(entries).toEqual([
      { kind: 'earn', state: 'cancelled', delta: 200, linked: false },
      { kind: 'reverse', state: 'cancelled', delta: -200, linked: true },
      { kind: 'reverse', state: 'active', delta: 400, linked: true },
      { kind: 'spend', state: 'active', delta: -400, linked: false },
    ]);
    await settleLoyaltyPoints(db, at(LOYALTY_RETURN_WINDOW_MS));
    expect(await invariants(id)).toBe(1_000);
  });

  it('a return after the points matured takes back only what is left of them: never below zero', async () => {
    const id = await member();
    const placed = order(id, 30_000);
    await inTx((tx) => earnForOrder(tx, placed, T0));
    await settleLoyaltyPoints(db, at(LOYALTY_RETURN_WINDOW_MS));
    await inTx((tx) => debitPoints(tx, id, 250, { kind: 'voucher', reason: 'voucher' }));
    expect(await invariants(id)).toBe(50);
    await inTx((tx) => reverseOrderPoints(tx, id, placed.id, 'returned', at(LOYALTY_RETURN_WINDOW_MS + DAY)));
    const [reverse] = await queryRows<{ delta: number; state: string }>(db, sql`select delta, state from loyalty_ledger where order_id = ${placed.id} and kind = 'reverse'`);
    expect(reverse).toEqual({ delta: -50, state: 'active' });
    expect(await invariants(id)).toBe(0);
  });
});

describe('expiry', () => {
  it('what is left of an entry expires by a linked entry; spent points are not touched; idempotent', async () => {
    const id = await member();
    const placed = order(id, 10_000);
    await inTx((tx) => earnForOrder(tx, placed, T0));
    await settleLoyaltyPoints(db, at(LOYALTY_RETURN_WINDOW_MS));
    await inTx((tx) => debitPoints(tx, id, 30, { kind: 'spend', reason: 'order' }));
    const end = LOYALTY_RETURN_WINDOW_MS + LOYALTY_POINTS_LIFETIME_MS;
    await settleLoyaltyPoints(db, at(end - 1));
    expect(await invariants(id)).toBe(70);
    const swept = await settleLoyaltyPoints(db, at(end));
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    await settleLoyaltyPoints(db, at(end + DAY));
    const entries = await queryRows<{ kind: string; state: string; delta: number; remaining: number }>(db, sql`
      select kind, state, delta, remaining from loyalty_ledger where consumer_id = ${id} order by created_at, kind`);
    expect(entries).toEqual(expect.arrayContaining([
      { kind: 'earn', state: 'expired', delta: 100, remaining: 0 },
      { kind: 'expire', state: 'active', delta: -70, remaining: 0 },
    ]));
    expect(await invariants(id)).toBe(0);
  });

  it('seeded members have an opening entry backing their balance', async () => {
    const [row] = await queryRows<{ id: string }>(db, sql`select id from consumers where email = 'member@stride.example'`);
    expect(await invariants(row!.id)).toBe(1_250);
  });
});
