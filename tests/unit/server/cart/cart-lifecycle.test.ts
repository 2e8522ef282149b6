import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@server/db/client';
import { addItem, createCart, expireGuestCarts, expiredCartIds, mergeGuestObjects, moveSavedItemToCart, readCart, saveItemForLater, setShippingMethod } from '@server/domain/cart/index';
import { addFavorite, favoritesOf, removeFavorite, shareFavorites, sharedFavorites } from '@server/domain/wishlists/favorites';
import { removeSavedItem, savedForLater } from '@server/domain/wishlists/saved-for-later';
import type { Cart } from '@schemas/commerce/cart';
import { queryRows } from '../../../helpers/query-rows';
import { guest, registered, seededDatabase, setStock, variants, type TestVariant } from './cart-db';

const paid = (cart: Cart) => cart.items.filter((item) => !item.bonus);

describe('cart lifecycle: supply check, lists, merge and expiry (domain, PGlite)', () => {
  let handle: DatabaseHandle;
  let pool: TestVariant[];
  const take = () => pool.shift()!;

  beforeAll(async () => {
    handle = await seededDatabase();
    pool = await variants(handle.db, 'stride', sql`i.quantity >= 10 and vp.sale_price between 2000 and 5000`);
  });
  afterAll(async () => handle?.close());

  it('re-checks stock on request: lowers quantities, removes what is gone, and says so', async () => {
    const shopper = guest();
    const [a, b] = [take(), take()];
    const { basketId } = await createCart(handle.db, shopper);
    await addItem(handle.db, shopper, { cartId: basketId, productId: a.id, qty: 4 });
    await addItem(handle.db, shopper, { cartId: basketId, productId: b.id, qty: 2 });
    await setStock(handle.db, a.id, 3);
    await setStock(handle.db, b.id, 0);
    const plain = await readCart(handle.db, shopper, basketId);
    expect(plain.flash).toEqual([]);
    expect(paid(plain).find((item) => item.variantId === b.id)).toMatchObject({ available: false, errors: [expect.objectContaining({ errorId: 'ITEM_NOT_AVAILABLE' })] });
    const checked = await readCart(handle.db, shopper, basketId, { inventorySupplyCheck: true });
    expect(paid(checked).map((item) => [item.variantId, item.qty])).toEqual([[a.id, 3]]);
    expect(checked.flash).toEqual([
      expect.objectContaining({ type: 'ProductLineItemInventoryMissing', productId: a.productId, requested: 4, available: 3 }),
      expect.objectContaining({ type: 'ProductItemNotAvailable', productId: b.productId }),
    ]);
    await setStock(handle.db, a.id, 0);
    const gone = await readCart(handle.db, shopper, basketId, { inventorySupplyCheck: true });
    expect(gone.flash.map((f) => f.type)).toEqual(['ProductItemNotAvailable', 'ProductLineItemFullInventoryMissing']);
  });

  it('moves a pickup item to ship-to-store when the store runs out, with the §4 notice', async () => {
    const [stocked] = await queryRows<{ storeId: string; variantId: string }>(handle.db, sql`
      select si.store_id as "storeId", si.variant_id as "variantId" from store_inventory si join catalog_inventory i on i.variant_id = si.variant_id
      join catalog_variants v on v.id = si.variant_id join catalog_products p on p.id = v.product_id
      where si.store_id like 'ST-US-%' and si.quantity >= 2 and i.quantity >= 5 and p.presale = false and p.target_publish_date is null and p.customs_external_url is null
      order by si.variant_id desc limit 1`);
    const shopper = guest();
    const { basketId } = await createCart(handle.db, shopper);
    await addItem(handle.db, shopper, { cartId: basketId, productId: stocked!.variantId, storeId: stocked!.storeId, qty: 1 });
    await handle.db.execute(sql`update store_inventory set quantity = 0 where store_id = ${stocked!.storeId} and variant_id = ${stocked!.variantId}`);
    const cart = await readCart(handle.db, shopper, basketId, { inventorySupplyCheck: true });
    expect(cart.customerNotifications).toEqual([expect.objectContaining({ code: 'PickupToSts', messageKey: 'itemDeliveryMethodChanged', itemId: expect.any(String) })]);
    expect(paid(cart)[0]!.shippingOptions.find((o) => o.selected)!.shippingMethod.kind).toBe('sts');
    expect(cart.shippingMethods.map((s) => s.shippingId)).toContain(`sts-${stocked!.storeId}`);
  });

  it('downgrades a home method the country does not offer after a move to another country', async () => {
    const shopper = guest('stride', 'en-gb');
    const { basketId } = await createCart(handle.db, shopper);
    await addItem(handle.db, shopper, { cartId: basketId, productId: take().id });
    await setShippingMethod(handle.db, shopper, { cartId: basketId, shippingId: 'me', code: 'pudo' });
    const inUs = await readCart(handle.db, { ...shopper, locale: 'en-us' }, basketId);
    expect(inUs).toMatchObject({ currency: 'USD', country: 'US' });
    expect(inUs.customerNotifications.map((n) => n.code)).toEqual(['OrderShippingMethodDowngraded']);
    expect(inUs.shippingMethods[0]!.selectedShippingMethod!.code).toBe('standard');
  });

  it('saves for later and back with the quantity; unavailable items stay listed; guests and associates cannot', async () => {
    const shopper = registered('saver');
    const variant = take();
    const { basketId } = await createCart(handle.db, shopper);
    const added = await addItem(handle.db, shopper, { cartId: basketId, productId: variant.id, qty: 2 });
    const saved = await saveItemForLater(handle.db, shopper, { cartId: basketId, itemId: paid(added)[0]!.id });
    expect(paid(saved)).toEqual([]);
    expect(saved.saveForLater!.items).toEqual([expect.objectContaining({ variantId: variant.id, qty: 2, available: true })]);
    await setStock(handle.db, variant.id, 0);
    const list = await savedForLater(handle.db, shopper);
    expect(list.items[0]).toMatchObject({ qty: 2, available: false });
    await expect(moveSavedItemToCart(handle.db, shopper, { basketId, itemId: list.items[0]!.itemId })).rejects.toMatchObject({ errorId: 'ITEM_OOS' });
    await setStock(handle.db, variant.id, 10);
    const back = await moveSavedItemToCart(handle.db, shopper, { basketId, itemId: list.items[0]!.itemId });
    expect(paid(back).map((item) => [item.variantId, item.qty])).toEqual([[variant.id, 2]]);
    expect(back.saveForLater!.items).toEqual([]);

    const visitor = guest();
    const guestCart = await createCart(handle.db, visitor);
    await expect(saveItemForLater(handle.db, visitor, { cartId: guestCart.basketId, itemId: 'x' })).rejects.toMatchObject({ errorId: 'AUT403' });
    const associate = { ...shopper, associate: { employeeId: 'E1', storeId: 'ST-US-01' } };
    expect(await savedForLater(handle.db, associate)).toEqual({ saveForLaterId: null, items: [], total: 0 });
    await expect(removeSavedItem(handle.db, associate, 'any', 'x')).rejects.toMatchObject({ errorId: 'LST403' });
  });

  it('keeps favorites, shares them read-only, and keeps a guest’s list id with the cart', async () => {
    const visitor = guest();
    const { basketId } = await createCart(handle.db, visitor);
    const [product] = await queryRows<{ id: string }>(handle.db, sql`select id from catalog_products where site_id = 'stride' order by id limit 1`);
    const favorites = await addFavorite(handle.db, visitor, { id: product!.id });
    expect(favorites).toMatchObject({ total: 1, items: [expect.objectContaining({ productId: product!.id })] });
    expect((await addFavorite(handle.db, visitor, { id: product!.id })).total).toBe(1);
    expect((await readCart(handle.db, visitor, basketId)).favoriteId).toBe(favorites.favoriteId);
    await expect(addFavorite(handle.db, visitor, { id: 'LM-NOT-HERE' })).rejects.toMatchObject({ errorId: 'PRD404' });

    const { shareId } = await shareFavorites(handle.db, visitor, favorites.favoriteId!);
    const shared = await sharedFavorites(handle.db, { siteId: 'stride', locale: 'fr-fr' }, favorites.favoriteId!, shareId);
    expect(shared).toMatchObject({ readOnly: true, total: 1 });
    await expect(sharedFavorites(handle.db, { siteId: 'stride', locale: 'fr-fr' }, favorites.favoriteId!, 'guess')).rejects.toMatchObject({ errorId: 'LST404' });
    await expect(removeFavorite(handle.db, guest(), favorites.favoriteId!, favorites.items[0]!.itemId)).rejects.toMatchObject({ errorId: 'LST404' });
    expect(await favoritesOf(handle.db, { ...visitor, associate: { employeeId: 'E1', storeId: 'S' } })).toMatchObject({ items: [], total: 0 });
    expect((await removeFavorite(handle.db, visitor, favorites.favoriteId!, favorites.items[0]!.itemId)).total).toBe(0);
  });

  it('merges a guest cart and favorites at sign-in: quantities summed, capped by stock, with the notice', async () => {
    const [shared, onlyGuest] = [take(), take()];
    await setStock(handle.db, shared.id, 5);
    const visitor = guest();
    const guestCart = await createCart(handle.db, visitor);
    await addItem(handle.db, visitor, { cartId: guestCart.basketId, productId: shared.id, qty: 3 });
    await addItem(handle.db, visitor, { cartId: guestCart.basketId, productId: onlyGuest.id, qty: 1 });
    const [product] = await queryRows<{ id: string }>(handle.db, sql`select id from catalog_products where site_id = 'stride' order by id desc limit 1`);
    const favorites = await addFavorite(handle.db, visitor, { id: product!.id });

    const member = registered('merger');
    const own = await createCart(handle.db, member);
    await addItem(handle.db, member, { cartId: own.basketId, productId: shared.id, qty: 4 });
    const result = await mergeGuestObjects(handle.db, member, visitor.owner, { basketId: guestCart.basketId, favoriteId: favorites.favoriteId! });
    expect(result.notification).toBe('cartItemsMerged');
    expect(result.cart!.basketId).toBe(own.basketId);
    expect(paid(result.cart!).map((item) => [item.variantId, item.qty]).sort()).toEqual([[onlyGuest.id, 1], [shared.id, 5]].sort());
    expect(result.cart!.customerNotifications.map((n) => n.code)).toEqual(['cartItemsMerged']);
    expect((await favoritesOf(handle.db, member)).items.map((item) => item.productId)).toEqual([product!.id]);
    await expect(readCart(handle.db, visitor, guestCart.basketId)).rejects.toMatchObject({ errorId: 'INVALID_CUSTOMER' });

    const stranger = guest();
    const strangerCart = await createCart(handle.db, stranger);
    await addItem(handle.db, stranger, { cartId: strangerCart.basketId, productId: onlyGuest.id, qty: 1 });
    const ignored = await mergeGuestObjects(handle.db, member, visitor.owner, { basketId: strangerCart.basketId });
    expect(ignored.notification).toBeNull();
    expect(paid(await readCart(handle.db, stranger, strangerCart.basketId))).toHaveLength(1);
  });

  it('says when nothing of the guest cart could come', async () => {
    const variant = take();
    const visitor = guest();
    const guestCart = await createCart(handle.db, visitor);
    await addItem(handle.db, visitor, { cartId: guestCart.basketId, productId: variant.id, qty: 2 });
    await setStock(handle.db, variant.id, 0);
    const result = await mergeGuestObjects(handle.db, registered('unlucky'), visitor.owner, { basketId: guestCart.basketId });
    expect(result.notification).toBe('outOfStockNotification');
  });

  it('expires guest carts after their lifetime; registered carts stay', async () => {
    const visitor = guest();
    const { basketId } = await createCart(handle.db, visitor);
    const later = new Date(Date.now() + 15 * 86_400_000);
    await expect(readCart(handle.db, visitor, basketId, {}, { now: later })).rejects.toMatchObject({ errorId: 'CART_NOT_FOUND', message: 'Your cart has expired.' });
    const { basketId: second } = await createCart(handle.db, guest());
    // In batches: one call marks at most `limit`, the next the rest, then none is left.
    const first = await expireGuestCarts(handle.db, later, 1);
    expect(first).toBe(1);
    expect(await expireGuestCarts(handle.db, later)).toBeGreaterThan(0);
    expect(await expireGuestCarts(handle.db, later)).toBe(0);
    const statuses = await handle.db.execute(sql`select status from carts where id in (${basketId}, ${second})`);
    expect((statuses as unknown as { rows: Array<{ status: string }> }).rows.map((row) => row.status)).toEqual(['expired', 'expired']);
    const member = registered('keeper');
    const own = await createCart(handle.db, member);
    expect(own.expiresAt).toBeNull();
    expect((await readCart(handle.db, member, own.basketId, {}, { now: later })).basketId).toBe(own.basketId);
  });
  it('finds expired carts through the live-carts expiry index, not by reading every cart ever made', async () => {
    const query = expiredCartIds(handle.db, new Date('2030-01-01T00:00:00Z'), 1_000).toSQL();
    // As the sweep runs it: a prepared statement with one plan for every run (parameters unknown when
    // planned). A seq scan costs nothing on a small table; forbidding it shows whether the index can answer at all.
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare expiry_probe as ${query.sql}`));
      const values = query.params.map((value) => (typeof value === 'number' ? String(value) : `'${String(value)}'`)).join(', ');
      const explained = await tx.execute(sql.raw(`explain execute expiry_probe(${values})`));
      await tx.execute(sql`deallocate expiry_probe`);
      return (explained as unknown as { rows: Array<{ 'QUERY PLAN': string }> }).rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('carts_live_expiry_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
