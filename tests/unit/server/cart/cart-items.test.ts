import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@server/db/client';
import { addItem, createCart, readCart, removeItem, updateItem } from '@server/domain/cart/index';
import { addItemRequestSchema, cartSchema } from '@schemas/commerce/cart';
import { queryRows } from '../../../helpers/query-rows';
import { guest, registered, seededDatabase, setStock, variants, type TestVariant } from './cart-db';

describe('cart items (domain, PGlite)', () => {
  let handle: DatabaseHandle;
  let plenty: TestVariant[];

  beforeAll(async () => {
    handle = await seededDatabase();
    plenty = await variants(handle.db, 'stride', sql`i.quantity >= 20 and vp.sale_price < 8000`);
  });
  afterAll(async () => handle?.close());

  it('makes one cart per shopper, in the currency of the locale, and answers the §3 shape', async () => {
    const shopper = guest('stride', 'en-gb');
    const cart = await createCart(handle.db, shopper);
    expect(cartSchema.parse(cart)).toEqual(cart);
    expect(cart).toMatchObject({ currency: 'GBP', country: 'GB', items: [], totalItems: 0, totals: { total: 0, taxIncluded: true } });
    expect((await createCart(handle.db, shopper)).basketId).toBe(cart.basketId);
    expect((await createCart(handle.db, guest('stride', 'en-gb'))).basketId).not.toBe(cart.basketId);
    expect(Date.parse(cart.expiresAt!)).toBeGreaterThan(Date.now() + 13 * 86_400_000);
  });

  it('adds the same variant twice to one line and prices it on the server', async () => {
    const shopper = guest();
    const { basketId } = await createCart(handle.db, shopper);
    const variant = plenty[0]!;
    await addItem(handle.db, shopper, { cartId: basketId, productId: variant.id, qty: 1 });
    const cart = await addItem(handle.db, shopper, { cartId: basketId, productId: variant.id, qty: 2 });
    const paid = cart.items.filter((item) => !item.bonus);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ variantId: variant.id, productId: variant.productId, qty: 3, maxQty: 999_999, bonus: false });
    expect(cart.items[0]!.price).toMatchObject({ current: variant.salePrice, rowTotal: variant.salePrice * 3 });
    expect(cart.totals.itemSubTotal).toBe(variant.salePrice * 3);
    expect(cart.totals.totalUnits).toBe(cart.items.reduce((sum, item) => sum + item.qty, 0)); // gifts are units too
    expect(cartSchema.safeParse(cart).success).toBe(true);
  });

  it('finds a variant by upc within its product', async () => {
    const shopper = guest();
    const { basketId } = await createCart(handle.db, shopper);
    const [row] = await queryRows<{ upc: string }>(handle.db, sql`select upc from catalog_variants where id = ${plenty[1]!.id}`);
    const cart = await addItem(handle.db, shopper, { cartId: basketId, productId: plenty[1]!.productId, upc: row!.upc, qty: 1 });
    expect(cart.items[0]!.variantId).toBe(plenty[1]!.id);
  });

  it('refuses bad input with the §8 ids that name the limit', async () => {
    const shopper = guest();
    const { basketId } = await createCart(handle.db, shopper);
    const variant = plenty[2]!;
    await expect(addItem(handle.db, shopper, { cartId: basketId, productId: 'NOPE-001', qty: 1 })).rejects.toMatchObject({ errorId: 'VAR404', status: 404 });
    await expect(addItem(handle.db, shopper, { cartId: basketId, productId: variant.id, qty: 3, maxQty: 2 })).rejects.toMatchObject({
      errorId: 'ADDED_MAX_QUANTITY', message: 'You can have at most 2 of this item.',
    });
    await expect(addItem(handle.db, shopper, { cartId: basketId, productId: variant.id, qty: variant.quantity + 1 })).rejects.toMatchObject({
      errorId: 'INV409', message: `Only ${variant.quantity} left in stock.`, status: 409,
    });
    expect(addItemRequestSchema.safeParse({ cartId: basketId, productId: variant.id, qty: 0 }).success).toBe(false);
    expect(addItemRequestSchema.safeParse({ cartId: basketId, productId: variant.id, qty: -1 }).success).toBe(false);
    const [soldOut] = await variants(handle.db, 'stride', sql`i.quantity = 0`);
    await expect(addItem(handle.db, shopper, { cartId: basketId, productId: soldOut!.id })).rejects.toMatchObject({ errorId: 'ITEM_OOS' });
    expect((await readCart(handle.db, shopper, basketId)).items).toEqual([]);
  });

  it('answers another shopper’s basket exactly like a missing one', async () => {
    const owner = guest();
    const { basketId } = await createCart(handle.db, owner);
    const stranger = guest();
    for (const call of [
      readCart(handle.db, stranger, basketId),
      readCart(handle.db, stranger, crypto.randomUUID()),
      addItem(handle.db, stranger, { cartId: basketId, productId: plenty[0]!.id }),
      readCart(handle.db, { ...owner, siteId: 'loom' }, basketId),
    ]) {
      await expect(call).rejects.toMatchObject({ errorId: 'CART_NOT_FOUND', status: 404, message: 'This cart was not found.' });
    }
  });

  it('never lets a free gift in by hand, nor a coming-soon product, nor a presale for a guest', async () => {
    const shopper = guest();
    const { basketId } = await createCart(handle.db, shopper);
    const [tote] = await queryRows<{ id: string }>(handle.db, sql`select v.id from catalog_variants v join catalog_products p on p.id = v.product_id where p.site_id = 'stride' and p.badge = 'Free Gift'`);
    await expect(addItem(handle.db, shopper, { cartId: basketId, productId: tote!.id })).rejects.toMatchObject({ errorId: 'GWP_PRODUCT', status: 400 });
    const [soon] = await queryRows<{ id: string }>(handle.db, sql`select v.id from catalog_variants v join catalog_products p on p.id = v.product_id where p.site_id = 'stride' and p.target_publish_date is not null limit 1`);
    await expect(addItem(handle.db, shopper, { cartId: basketId, productId: soon!.id })).rejects.toMatchObject({ errorId: 'ITEM_NOT_AVAILABLE' });
    const [presale] = await queryRows<{ id: string }>(handle.db, sql`select v.id from catalog_variants v join catalog_products p on p.id = v.product_id join catalog_inventory i on i.variant_id = v.id where p.site_id = 'stride' and p.presale and i.quantity > 0 limit 1`);
    await expect(addItem(handle.db, shopper, { cartId: basketId, productId: presale!.id })).rejects.toMatchObject({ errorId: 'AUT403' });
    const member = registered('presale-buyer');
    const own = await createCart(handle.db, member);
    expect((await addItem(handle.db, member, { cartId: own.basketId, productId: presale!.id })).items.filter((item) => !item.bonus)).toHaveLength(1);
  });

  it('keeps a gift option only when complete, and gift card amounts within the limits', async () => {
    const shopper = guest();
    const { basketId } = await createCart(handle.db, shopper);
    const partial = await addItem(handle.db, shopper, { cartId: basketId, productId: plenty[3]!.id, giftOption: { to: 'Ana', message: 'Hi' } });
    expect(partial.items[0]!.giftOption).toBeNull();
    const full = await addItem(handle.db, shopper, { cartId: basketId, productId: plenty[3]!.id, giftOption: { to: 'Ana', email: 'ana@example.com', message: 'Hi' } });
    expect(full.items[0]!.giftOption).toEqual({ to: 'Ana', email: 'ana@example.com', message: 'Hi' });
    await expect(addItem(handle.db, shopper, { cartId: basketId, productId: plenty[3]!.id, giftOption: { to: 'Ana', email: 'nope', message: 'Hi' } })).rejects.toMatchObject({ errorId: 'GFO400' });

    const [card] = await queryRows<{ id: string }>(handle.db, sql`select v.id from catalog_variants v join catalog_products p on p.id = v.product_id where p.site_id = 'stride' and p.product_type = 'digital' order by v.id limit 1`);
    const withCard = await addItem(handle.db, shopper, { cartId: basketId, productId: card!.id, customAmount: 7_500 });
    const line = withCard.items.find((item) => item.variantId === card!.id)!;
    expect(line).toMatchObject({ isDigitalProduct: true, taxTotal: 0, price: { current: 7_500, rowTotal: 7_500 } });
    expect(line.shippingOptions.map((option) => option.shippingMethod.kind)).toEqual(['digital']);
    await expect(addItem(handle.db, shopper, { cartId: basketId, productId: card!.id, customAmount: 999 })).rejects.toMatchObject({
      errorId: 'INVALID_PRICE', message: 'The gift card amount must be between 1000 and 50000 (minor units of USD).',
    });
    await expect(addItem(handle.db, shopper, { cartId: basketId, productId: plenty[3]!.id, customAmount: 5_000 })).rejects.toMatchObject({ errorId: 'INVALID_PRICE' });
  });

  it('keeps the recipe of a customised item', async () => {
    const shopper = guest();
    const { basketId } = await createCart(handle.db, shopper);
    const [custom] = await queryRows<{ id: string }>(handle.db, sql`select v.id from catalog_variants v join catalog_products p on p.id = v.product_id join catalog_inventory i on i.variant_id = v.id where p.site_id = 'stride' and p.customs_external_url is not null and i.quantity > 2 order by v.id limit 1`);
    await expect(addItem(handle.db, shopper, { cartId: basketId, productId: custom!.id })).rejects.toMatchObject({ errorId: 'API400', field: 'recipeId' });
    const cart = await addItem(handle.db, shopper, { cartId: basketId, productId: custom!.id, recipeId: 'R-1', precreatedCustomsCode: 'PC-9' });
    expect(cart.items[0]).toMatchObject({ isCustoms: true, recipeId: 'R-1', precreatedCustomsCode: 'PC-9' });
    expect(cart.shippingMethods.map((shipment) => shipment.shippingId)).toEqual(['me', 'customs']);
  });

  it('updates and removes lines; lowering a quantity needs no stock, raising it does', async () => {
    const shopper = guest();
    const { basketId } = await createCart(handle.db, shopper);
    const variant = (await variants(handle.db, 'stride', sql`i.quantity between 6 and 30`))[0]!;
    const added = await addItem(handle.db, shopper, { cartId: basketId, productId: variant.id, qty: 5 });
    const itemId = added.items[0]!.id;
    await setStock(handle.db, variant.id, 2);
    expect((await updateItem(handle.db, shopper, { cartId: basketId, itemId, qty: 4 })).items[0]!.qty).toBe(4);
    await expect(updateItem(handle.db, shopper, { cartId: basketId, itemId, qty: 6 })).rejects.toMatchObject({ errorId: 'INV409', message: 'Only 2 left in stock.' });
    await expect(updateItem(handle.db, shopper, { cartId: basketId, itemId: 'missing', qty: 1 })).rejects.toMatchObject({ errorId: 'BSK404' });
    expect((await removeItem(handle.db, shopper, { cartId: basketId, itemId })).items.filter((item) => !item.bonus)).toEqual([]);
    await setStock(handle.db, variant.id, variant.quantity);
  });
});
