import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@server/db/client';
import { addItem, createCart } from '@server/domain/cart/index';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../helpers/postgres';
import { guest, seededDatabase, variants, type TestVariant } from './cart-db';

/**
 * Domain-level micro-benchmark of add-to-cart (the hot path): 50 concurrent shoppers,
 * each adding items to their own cart, on PGlite and PostgreSQL. Opt-in (it takes a minute):
 * CART_BENCH=1 npx vitest run tests/unit/server/cart/add-to-cart.bench.test.ts
 */
const CLIENTS = 50;
const ADDS_PER_CLIENT = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function run(handle: DatabaseHandle, pool: TestVariant[]) {
  const shoppers = Array.from({ length: CLIENTS }, () => guest());
  const baskets = await Promise.all(shoppers.map((shopper) => createCart(handle.db, shopper)));
  await addItem(handle.db, shoppers[0]!, { cartId: baskets[0]!.basketId, productId: pool[0]!.id }); // warm the reference cache
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(shoppers.map(async (shopper, n) => {
    for (let i = 0; i < ADDS_PER_CLIENT; i++) {
      const variant = pool[(n * 7 + i) % pool.length]!;
      const t0 = performance.now();
      await addItem(handle.db, shopper, { cartId: baskets[n]!.basketId, productId: variant.id, qty: 1 });
      latencies.push(performance.now() - t0);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const single: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    await addItem(handle.db, shoppers[1]!, { cartId: baskets[1]!.basketId, productId: pool[(i * 3) % pool.length]!.id, qty: 1 });
    single.push(performance.now() - t0);
  }
  single.sort((a, b) => a - b);
  return {
    adds: latencies.length, perSecond: Math.round(latencies.length / seconds),
    concurrentP50: +percentile(latencies, 50).toFixed(1), concurrentP99: +percentile(latencies, 99).toFixed(1),
    aloneP50: +percentile(single, 50).toFixed(2), aloneP99: +percentile(single, 99).toFixed(2),
  };
}

describe.skipIf(!process.env.CART_BENCH)('add-to-cart micro-benchmark', () => {
  let server: ThrowawayPostgres | undefined;
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    server = await startThrowawayPostgres();
    handles.push(await seededDatabase(), await seededDatabase(server.databaseUrl));
  }, 300_000);
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await server?.stop();
  });

  it('measures 50 concurrent shoppers on PGlite and PostgreSQL', async () => {
    for (const handle of handles) {
      const pool = await variants(handle.db, 'stride', sql`i.quantity >= 60 and vp.sale_price < 3000`);
      const result = await run(handle, pool);
      console.info(`[add-to-cart] ${handle.driver}: ${JSON.stringify(result)}`);
      expect(result.adds).toBe(CLIENTS * ADDS_PER_CLIENT);
    }
  }, 300_000);
});
