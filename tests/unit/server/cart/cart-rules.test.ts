import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@server/db/client';
import {
  addItem, addPriceAdjustment, applyCoupon, chooseGifts, createCart, readCart, removeCoupon, removeItem, setShippingMethod,
} from '@server/domain/cart/index';
import { cartSchema, type Cart } from '@schemas/commerce/cart';
import { queryRows } from '../../../helpers/query-rows';
import { guest, registered, seededDatabase, setStock, variants, type TestVariant } from './cart-db';

const paid = (cart: Cart) => cart.items.filter((item) => !item.bonus);

describe('cart rules: promotions, coupons, gifts, tax and shipping (domain, PGlite)', () => {
  let handle: DatabaseHandle;
  let cheap: TestVariant[];
  let categoryVariant: TestVariant;

  beforeAll(async () => {
    handle = await seededDatabase();
    cheap = await variants(handle.db, 'stride', sql`i.quantity >= 30 and vp.sale_price between 2000 and 6000`);
    const [promotion] = await queryRows<{ category: string }>(handle.db, sql`select qualifiers->'categoryIds'->>0 as category from promotions where id = 'ST-CATEGORY-15'`);
    categoryVariant = (await variants(handle.db, 'stride', sql`i.quantity >= 5 and exists (select 1 from catalog_product_categories pc where pc.product_id = p.id and pc.category_id = ${promotion!.category})`))[0]!;
  });
  afterAll(async () => handle?.close());

  async function cartWith(shopper = guest(), items: Array<[TestVariant, number]> = []) {
    const { basketId } = await createCart(handle.db, shopper);
    let cart = await readCart(handle.db, shopper, basketId);
    for (const [variant, qty] of items) cart = await addItem(handle.db, shopper, { cartId: basketId, productId: variant.id, qty });
    return { shopper, basketId, cart };
  }

  it('gives 15 % off the promoted category per line, named in productPromotions and the summary', async () => {
    const { cart } = await cartWith(guest(), [[categoryVariant, 1]]);
    const line = paid(cart)[0]!;
    const expected = Math.round(categoryVariant.salePrice * 0.15);
    expect(line.productPromotions).toEqual([expect.objectContaining({ promotionId: 'ST-CATEGORY-15', price: expected })]);
    expect(line.price.priceAfterItemDiscount).toBe(categoryVariant.salePrice - expected);
    expect(cart.promoSummary).toContainEqual(expect.objectContaining({ level: 'PRODUCT', promotionId: 'ST-CATEGORY-15', discount: expected }));
  });

  it('rebuilds approaching promotions on every change, with §4 statuses', async () => {
    const variant = cheap[0]!;
    const { shopper, basketId, cart: empty } = await cartWith();
    expect(empty.approachingPromotions.find((a) => a.promotionId === 'ST-FREE-SHIPPING')).toMatchObject({ distanceFromConditionThreshold: 7_500, status: 'Below Threshold' });
    const qty = Math.ceil(7_500 / variant.salePrice);
    const cart = await addItem(handle.db, shopper, { cartId: basketId, productId: variant.id, qty });
    const freeShipping = cart.approachingPromotions.find((a) => a.promotionId === 'ST-FREE-SHIPPING')!;
    expect(freeShipping.status).toBe(qty * variant.salePrice === 7_500 ? 'Threshold Reached' : 'Above Threshold');
    expect(freeShipping.calloutMsg.split('|')).toHaveLength(3);
    expect(cart.totals.shipping).toBe(0);
    expect(cart.promoSummary).toContainEqual(expect.objectContaining({ level: 'SHIPPING', promotionId: 'ST-FREE-SHIPPING', discount: 599 }));
    // Each delivery method is quoted at what it would cost: standard free once chosen or not, express at its price.
    expect(cart.shippingMethods[0]!.methodTotals).toMatchObject({ standard: 0, express: 1_499 });
    const atExpress = await setShippingMethod(handle.db, shopper, { cartId: basketId, shippingId: 'me', code: 'express' });
    expect(atExpress.shippingMethods[0]).toMatchObject({ shippingTotal: 1_499, methodTotals: { standard: 0, express: 1_499 } });
    expect(cartSchema.parse(atExpress).shippingMethods[0]!.methodTotals.standard).toBe(0);
  });

  it('hides the free-shipping callout in GB (§9) while still not charging standard delivery', async () => {
    const shopper = guest('stride', 'en-gb');
    const [variant] = await variants(handle.db, 'stride', sql`i.quantity >= 10 and vp.sale_price >= 6000`, 'GBP');
    const { cart } = await cartWith(shopper, [[variant!, 1]]);
    expect(cart.approachingPromotions.map((a) => a.promotionId)).not.toContain('ST-FREE-SHIPPING');
    expect(cart.totals).toMatchObject({ shipping: 0, taxIncluded: true });
    expect(cart.promoSummary.find((entry) => entry.promotionId === 'ST-FREE-SHIPPING')!.calloutMessage).toBe('');
    expect(cart.totals.tax).toBe(Math.round((cart.totals.itemTotal * 20) / 120)); // VAT inside the price (after the GB £5 off)
  });

  it('adds sales tax on top once the US state is known, and GST in Canada', async () => {
    const variant = cheap[1]!;
    const { shopper, basketId, cart } = await cartWith(guest(), [[variant, 1]]);
    expect(cart.totals).toMatchObject({ tax: 0, taxIncluded: false });
    await handle.db.execute(sql`update carts set region = 'NY' where id = ${basketId}`);
    const taxed = await readCart(handle.db, shopper, basketId);
    const merchandiseTax = Math.round(variant.salePrice * 0.08875);
    expect(taxed.totals.tax).toBeGreaterThanOrEqual(merchandiseTax);
    expect(taxed.totals.total).toBe(taxed.totals.itemTotal + taxed.totals.shipping + taxed.totals.tax);
    const [cad] = await variants(handle.db, 'stride', sql`v.id = ${variant.id}`, 'CAD');
    const canada = await cartWith(guest('stride', 'en-ca'), [[cad!, 1]]);
    expect(canada.cart.totals.tax).toBe(Math.round((cad!.salePrice + canada.cart.totals.shipping) * 0.05));
  });

  it('keeps a valid coupon, applies it once the cart qualifies, and explains every refusal', async () => {
    const variant = cheap[2]!;
    const { shopper, basketId } = await cartWith(guest(), [[variant, 1]]);
    const below = await applyCoupon(handle.db, shopper, { cartId: basketId, code: ' welcome15 ' });
    expect(below.couponItems).toEqual([expect.objectContaining({ code: 'WELCOME15', statusCode: variant.salePrice >= 7_500 ? 'APPLIED' : 'NO_APPLICABLE_PROMOTION' })]);
    const above = await addItem(handle.db, shopper, { cartId: basketId, productId: variant.id, qty: Math.ceil(7_500 / variant.salePrice) });
    expect(above.couponItems[0]!.statusCode).toBe('APPLIED');
    expect(above.orderPromotions).toContainEqual(expect.objectContaining({ promotionId: 'ST-WELCOME-15', couponCode: 'WELCOME15', price: 1_500 }));
    await expect(applyCoupon(handle.db, shopper, { cartId: basketId, code: 'WELCOME15' })).rejects.toMatchObject({ errorId: 'PRM409', status: 409 });
    await expect(applyCoupon(handle.db, shopper, { cartId: basketId, code: 'NOPE' })).rejects.toMatchObject({ errorId: 'PRM400', status: 400 });
    await expect(applyCoupon(handle.db, shopper, { cartId: basketId, code: 'SUMMER25' })).rejects.toMatchObject({ errorId: 'PRM410' });
    await expect(applyCoupon(handle.db, shopper, { cartId: basketId, code: 'FIRST100' })).rejects.toMatchObject({ errorId: 'PRM424' });
    const removed = await removeCoupon(handle.db, shopper, { cartId: basketId, code: 'welcome15' });
    expect(removed.couponItems).toEqual([]);
    await expect(removeCoupon(handle.db, shopper, { cartId: basketId, code: 'WELCOME15' })).rejects.toMatchObject({ errorId: 'PRM404' });
  });

  it('refuses a coupon over its total limit or already redeemed by the shopper', async () => {
    const { shopper, basketId } = await cartWith(registered('coupon-fan'));
    await handle.db.execute(sql`update coupons set redemption_count = total_limit where id = 'ST-FIRST100'`);
    await expect(applyCoupon(handle.db, shopper, { cartId: basketId, code: 'FIRST100' })).rejects.toMatchObject({ errorId: 'PRM422' });
    await handle.db.execute(sql`update coupons set redemption_count = 0 where id = 'ST-FIRST100'`);
    await handle.db.execute(sql`insert into coupon_redemptions (id, coupon_id, customer_key, sequence, state) values ('r1', 'ST-WELCOME15', 'consumer:coupon-fan', 1, 'committed')`);
    await expect(applyCoupon(handle.db, shopper, { cartId: basketId, code: 'WELCOME15' })).rejects.toMatchObject({ errorId: 'PRM423' });
    expect((await applyCoupon(handle.db, shopper, { cartId: basketId, code: 'FIRST100' })).couponItems.map((c) => c.code)).toEqual(['FIRST100']);
  });

  it('adds a gift at the threshold for the shopper’s group, lets them choose among gifts in stock, and takes it back below', async () => {
    const [pricey] = await variants(handle.db, 'stride', sql`i.quantity >= 10 and vp.sale_price between 10000 and 14000`);
    const member = await cartWith(registered('gift-member'), [[pricey!, 1]]);
    const gift = member.cart.items.filter((item) => item.bonus);
    expect(gift).toHaveLength(1);
    expect(gift[0]).toMatchObject({ promotionId: 'GWP-ST-REGISTERED', qty: 1, price: { current: 0, amount: 0 }, taxTotal: 0 });
    const offer = member.cart.bonusChoices.find((choice) => choice.promotionId === 'GWP-ST-REGISTERED')!;
    expect(offer.choices).toHaveLength(2);
    expect(offer.maxGifts).toBe(1);
    // Names and products of the gifts (from the product facts) and their stock (read with the lines) come with the add.
    for (const choice of offer.choices) expect(choice.name.length > 0 && choice.productId.length > 0).toBe(true);

    const other = offer.choices.find((choice) => choice.variantId !== gift[0]!.variantId)!;
    const swapped = await chooseGifts(handle.db, member.shopper, { cartId: member.basketId, promotionId: 'GWP-ST-REGISTERED', variantIds: [other.variantId] });
    expect(swapped.items.filter((item) => item.bonus).map((item) => item.variantId)).toEqual([other.variantId]);
    await expect(chooseGifts(handle.db, member.shopper, { cartId: member.basketId, promotionId: 'GWP-ST-REGISTERED', variantIds: offer.choices.map((c) => c.variantId) }))
      .rejects.toMatchObject({ errorId: 'ADDED_MAX_QUANTITY', message: 'You can choose at most 1 gift(s).' });

    const guestCart = await cartWith(guest(), [[pricey!, 1]]);
    expect(guestCart.cart.items.some((item) => item.bonus)).toBe(pricey!.salePrice >= 15_000);

    await setStock(handle.db, other.variantId, 0);
    // The next add sees the gift out of stock: it is neither offered nor kept.
    const restocked = await addItem(handle.db, member.shopper, { cartId: member.basketId, productId: pricey!.id, qty: 1 });
    expect(restocked.bonusChoices[0]!.choices.map((c) => c.variantId)).not.toContain(other.variantId);
    expect(restocked.items.filter((item) => item.bonus).map((item) => item.variantId)).toEqual([]);
    await setStock(handle.db, other.variantId, 50);

    const below = await removeItem(handle.db, member.shopper, { cartId: member.basketId, itemId: paid(restocked)[0]!.id });
    expect(below.items).toEqual([]);
    expect(below.bonusChoices).toEqual([]);
  });

  it('lets only an associate adjust prices', async () => {
    const variant = cheap[3]!;
    const { shopper, basketId, cart } = await cartWith(guest(), [[variant, 1]]);
    await expect(addPriceAdjustment(handle.db, shopper, basketId, { amountOff: 100, reason: 'x' })).rejects.toMatchObject({ errorId: 'PAD403', status: 403 });
    const associate = { ...shopper, associate: { employeeId: 'E1011', storeId: 'ST-US-01' } };
    const adjusted = await addPriceAdjustment(handle.db, associate, basketId, { itemId: paid(cart)[0]!.id, amountOff: 500, reason: 'Scuffed box' });
    expect(adjusted.priceAdjustments).toEqual([expect.objectContaining({ amountOff: 500, discount: 500, createdBy: 'E1011' })]);
    expect(adjusted.totals.totalDiscount).toBe(cart.totals.totalDiscount + 500);
  });

  it('switches the home method and an item to pickup where the store has it', async () => {
    const [stocked] = await queryRows<{ storeId: string; variantId: string }>(handle.db, sql`
      select si.store_id as "storeId", si.variant_id as "variantId" from store_inventory si join catalog_inventory i on i.variant_id = si.variant_id
      where si.store_id like 'ST-US-%' and si.quantity >= 2 and i.quantity >= 2 order by si.variant_id limit 1`);
    const [variant] = await variants(handle.db, 'stride', sql`v.id = ${stocked!.variantId}`);
    const { shopper, basketId, cart } = await cartWith(guest(), [[variant!, 1]]);
    const express = await setShippingMethod(handle.db, shopper, { cartId: basketId, shippingId: 'me', code: 'express' });
    expect(express.shippingMethods[0]).toMatchObject({ shippingId: 'me', selectedShippingMethod: { code: 'express', price: { amount: 1_499 } }, shippingTotal: 1_499 });
    await expect(setShippingMethod(handle.db, shopper, { cartId: basketId, shippingId: 'me', code: 'pudo' })).rejects.toMatchObject({ errorId: 'SHP400' });

    const itemId = paid(cart)[0]!.id;
    const pickup = await setShippingMethod(handle.db, shopper, { cartId: basketId, code: 'pickup', itemId, storeId: stocked!.storeId });
    expect(paid(pickup)[0]).toMatchObject({ storeId: stocked!.storeId });
    expect(paid(pickup)[0]!.shippingOptions.find((o) => o.selected)).toMatchObject({ shippingMethod: { kind: 'pickup' }, storeInfo: { id: stocked!.storeId } });
    expect(pickup.shippingMethods.map((s) => s.shippingId)).toContain(`pickup-${stocked!.storeId}`);
    const [empty] = await queryRows<{ id: string }>(handle.db, sql`select s.id from stores s where s.site_id = 'stride' and not exists (select 1 from store_inventory si where si.store_id = s.id and si.variant_id = ${variant!.id} and si.quantity > 0) limit 1`);
    await expect(setShippingMethod(handle.db, shopper, { cartId: basketId, code: 'pickup', itemId, storeId: empty!.id })).rejects.toMatchObject({ errorId: 'INV410' });
  });

  it('answers every shape through the contract', async () => {
    const { cart } = await cartWith(registered('shape-check'), [[cheap[5]!, 2], [categoryVariant, 1]]);
    expect(cartSchema.parse(cart)).toEqual(cart);
  });
});
