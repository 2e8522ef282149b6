import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { addItem, applyCoupon, createCart, readCart, updateItem } from '@server/domain/cart/index';
import type { Cart } from '@schemas/commerce/cart';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../helpers/postgres';
import { guest, seededDatabase, variants, type TestVariant } from './cart-db';

const paid = (cart: Cart) => cart.items.filter((item) => !item.bonus);

/**
 * Row locks only compete on a real server: PGlite runs one transaction at a time. Two app
 * instances (two pools) on one throw-away PostgreSQL serve the same shoppers.
 */
describe('cart writes under concurrency on PostgreSQL', () => {
  let server: ThrowawayPostgres | undefined;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let pool: TestVariant[];

  beforeAll(async () => {
    server = await startThrowawayPostgres();
    first = await seededDatabase(server.databaseUrl);
    second = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: 'unused' });
    pool = await variants(first.db, 'stride', sql`i.quantity >= 30 and vp.sale_price between 1000 and 4000`);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await server?.stop();
  });

  const instance = (n: number) => (n % 2 === 0 ? first : second).db;

  it('20 parallel adds of different items to one cart end with 20 lines', async () => {
    const shopper = guest();
    const { basketId } = await createCart(first.db, shopper);
    const items = pool.slice(0, 20);
    const results = await Promise.allSettled(items.map((variant, n) => addItem(instance(n), shopper, { cartId: basketId, productId: variant.id, qty: 1 })));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const cart = await readCart(second.db, shopper, basketId);
    expect(paid(cart).map((item) => item.variantId).sort()).toEqual(items.map((variant) => variant.id).sort());
    expect(cart.totals.itemSubTotal).toBe(items.reduce((sum, variant) => sum + variant.salePrice, 0));
  });

  it('never loses an update to one line: concurrent adds all count, concurrent edits of different fields both stay', async () => {
    const shopper = guest();
    const { basketId } = await createCart(first.db, shopper);
    const variant = pool[20]!;
    await addItem(first.db, shopper, { cartId: basketId, productId: variant.id, qty: 1 });
    await Promise.all(Array.from({ length: 10 }, (_, n) => addItem(instance(n), shopper, { cartId: basketId, productId: variant.id, qty: 1 })));
    const afterAdds = await readCart(first.db, shopper, basketId);
    expect(paid(afterAdds)[0]!.qty).toBe(11);

    const itemId = paid(afterAdds)[0]!.id;
    await Promise.all([
      updateItem(first.db, shopper, { cartId: basketId, itemId, qty: 7 }),
      updateItem(second.db, shopper, { cartId: basketId, itemId, giftOption: { to: 'Lea', email: 'lea@example.com', message: 'Bon anniversaire' } }),
    ]);
    const line = paid(await readCart(second.db, shopper, basketId))[0]!;
    expect(line).toMatchObject({ qty: 7, giftOption: { to: 'Lea' } });
  });

  it('two app instances alternate adds and reads for one shopper, and agree on one cart', async () => {
    const shopper = guest();
    const carts = await Promise.all([createCart(first.db, shopper), createCart(second.db, shopper)]);
    expect(carts[0].basketId).toBe(carts[1].basketId);
    const basketId = carts[0].basketId;
    const items = pool.slice(21, 29);
    for (const [n, variant] of items.entries()) {
      const written = await addItem(instance(n), shopper, { cartId: basketId, productId: variant.id, qty: 1 });
      const read = await readCart(instance(n + 1), shopper, basketId);
      expect(paid(read).map((item) => item.variantId)).toEqual(paid(written).map((item) => item.variantId));
      expect(read.totals).toEqual(written.totals);
    }
    expect(paid(await readCart(first.db, shopper, basketId))).toHaveLength(items.length);
  });

  it('applies a coupon once when two tabs send it together', async () => {
    const shopper = guest();
    const { basketId } = await createCart(first.db, shopper);
    const results = await Promise.allSettled([
      applyCoupon(first.db, shopper, { cartId: basketId, code: 'WELCOME15' }),
      applyCoupon(second.db, shopper, { cartId: basketId, code: 'WELCOME15' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { errorId: 'PRM409' } });
    expect((await readCart(second.db, shopper, basketId)).couponItems).toHaveLength(1);
  });

  it('never sells more than the stock to two carts adding the last units at once', async () => {
    const variant = pool[29]!;
    await first.db.execute(sql`update catalog_inventory set quantity = 3, reserved = 1 where variant_id = ${variant.id}`);
    const shoppers = [guest(), guest()];
    const baskets = await Promise.all(shoppers.map((shopper) => createCart(first.db, shopper)));
    // Each cart may hold what is sellable (2); carts do not reserve stock, checkout does.
    const results = await Promise.allSettled(shoppers.map((shopper, n) => addItem(instance(n), shopper, { cartId: baskets[n]!.basketId, productId: variant.id, qty: 3 })));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(results[0]).toMatchObject({ reason: { errorId: 'INV409', message: 'Only 2 left in stock.' } });
  });
});
