import { and, eq, sql } from 'drizzle-orm';
import type { AddItemRequest, Cart, UpdateItemRequest } from '../../../../schemas/commerce/cart';
import { addItemRequestSchema, updateItemRequestSchema } from '../../../../schemas/commerce/cart';

type ParsedAddItem = Omit<ReturnType<typeof addItemRequestSchema.parse>, 'cartId'>;
import type { Database } from '../../db/client';
import { cartItems, type LineDelivery } from '../../db/schema/cart';
import { ApiError } from '../../http/api-error';
import { runBuiltOnce } from '../../db/named-statement';
import { changeCart, changeCurrency, type CartWork } from './cart-session';
import { assertBuyable, assertQuantity, customAmountOf, effectiveMaxQty, giftOptionOf, lineKeyOf } from './line-rules';
import type { Shopper } from './shopper';
import { sellableForLine } from './stock';
import { storeStock, variantForCart, type VariantForCart } from './variant-lookup';
import { takeSavedItem } from '../wishlists/saved-for-later';

const UNLIMITED = Number.MAX_SAFE_INTEGER;

interface Placement {
  readonly delivery: LineDelivery;
  readonly storeId: string | null;
}

/** Where a variant goes: gift cards by email and made-to-order items with their own shipment; a store id means pickup there. */
function placementOf(variant: VariantForCart, storeId: string | null | undefined): Placement {
  if (variant.productType === 'digital' || variant.customsExternalUrl !== null || !storeId) return { delivery: 'home', storeId: null };
  return { delivery: 'pickup', storeId };
}

async function sellable(work: CartWork, variant: VariantForCart, placement: Placement, lineId: string | null): Promise<number> {
  if (variant.productType === 'digital') return UNLIMITED;
  const store = placement.delivery === 'pickup' ? await storeStock(work.tx, work.shopper.siteId, placement.storeId!, variant.variantId) : null;
  const left = sellableForLine({ ...placement, lineId }, variant.lines, variant.available, store);
  if (placement.delivery === 'pickup' && left <= 0) throw new ApiError('INV410', undefined, { field: 'storeId' });
  return left;
}

/**
 * POST /cart/v1/item: adds a variant; the same variant with the same delivery increases its one
 * line. qty ≤ maxQty (ADDED_MAX_QUANTITY) and ≤ what can be delivered (ITEM_OOS, INV409; INV410
 * for a pickup store), gift option only when complete, a gift card amount within the limits,
 * customs items with their recipe. Coming soon, a presale for a guest, no price or a free gift
 * by hand (GWP_PRODUCT) are refused. Moving an item in from saved for later removes it there.
 */
export async function addItem(db: Database, shopper: Shopper, request: AddItemRequest, options: { now?: Date } = {}): Promise<Cart> {
  const body = addItemRequestSchema.parse(request);
  return changeCart<VariantForCart>(db, shopper, body.cartId, async (work, variant) => {
    await putVariant(work, body, variant);
    const saved = body.saveForLater;
    if (saved?.itemId && shopper.owner.kind === 'consumer') await takeSavedItem(work.tx, shopper, saved.itemId);
  }, {
    ...options,
    // The variant, its stock and the cart's lines of it are read right after the claim (cart-session.ts).
    readWithClaim: (tx) => variantForCart(tx, { siteId: shopper.siteId, productId: body.productId, upc: body.upc, cartId: body.cartId, currency: changeCurrency(shopper) }),
  });
}

/**
 * The rules of adding, inside a cart change (also used to move a saved item back into the cart).
 * `known`: the variant as read after the cart was locked, when the caller read it already.
 */
export async function putVariant(work: CartWork, body: ParsedAddItem, known?: VariantForCart): Promise<void> {
  const { shopper } = work;
  const variant = known ?? await variantForCart(work.tx, { siteId: shopper.siteId, productId: body.productId, upc: body.upc, cartId: work.cart.id, currency: work.cart.currency });
  assertBuyable(variant, shopper.owner.kind === 'consumer', work.now);
  const customAmount = customAmountOf(variant, body.customAmount, work.cart.currency, work.reference);
  const customs = variant.customsExternalUrl !== null;
  if (customs && !body.recipeId) throw new ApiError('API400', 'recipeId: a customised item needs its recipe.', { field: 'recipeId' });
  const placement = placementOf(variant, body.storeId);
  const recipeId = customs ? (body.recipeId ?? null) : null;
  const lineKey = lineKeyOf(variant.variantId, placement.delivery, placement.storeId, recipeId, customAmount);
  const existing = variant.lines.find((line) => line.lineKey === lineKey);
  const qty = (existing?.qty ?? 0) + body.qty;
  const maxQty = effectiveMaxQty(body.maxQty);
  assertQuantity(qty, maxQty, await sellable(work, variant, placement, existing?.id ?? null));
  const giftOption = giftOptionOf(body.giftOption);
  const at = work.now.toISOString();
  // One statement text per shape of the update (with or without a gift option), each built once. Its
  // answer is not needed: it goes out with the read of the cart's lines that follows the change.
  work.writeAlong(runBuiltOnce(work.tx, giftOption ? 'cart_line_put_gift_option' : 'cart_line_put', giftOption ? buildLinePutWithGiftOption : buildLinePut, {
    id: crypto.randomUUID(), cartId: work.cart.id, lineKey, productId: variant.productId, variantId: variant.variantId, qty, maxQty,
    delivery: placement.delivery, storeId: placement.storeId, giftOption, customAmount, recipeId,
    precreatedCustomsCode: customs ? (body.precreatedCustomsCode ?? null) : null,
    productImageUrl: body.productImageURL ?? null, pdpUrl: body.pdpUrl ?? null, at,
  }));
}

const LINE_VALUES = ['id', 'cartId', 'lineKey', 'productId', 'variantId', 'qty', 'maxQty', 'delivery', 'storeId', 'giftOption', 'customAmount', 'recipeId', 'precreatedCustomsCode', 'productImageUrl', 'pdpUrl'] as const;

/** Adds the line, or on the same cart and line key sets the new quantity (and the gift option when given). */
function buildLinePutOf(withGiftOption: boolean) {
  return (db: Database) => db
    .insert(cartItems)
    .values({
      ...Object.fromEntries(LINE_VALUES.map((name) => [name, sql.placeholder(name)])) as Record<(typeof LINE_VALUES)[number], ReturnType<typeof sql.placeholder>>,
      createdAt: sql.placeholder('at'), updatedAt: sql.placeholder('at'),
    })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.lineKey],
      // excluded: the row the insert proposed, so the update sends no values of its own.
      set: { qty: sql`excluded.qty`, maxQty: sql`excluded.max_qty`, updatedAt: sql`excluded.updated_at`, ...(withGiftOption ? { giftOption: sql`excluded.gift_option` } : {}) },
    });
}
const buildLinePut = buildLinePutOf(false);
const buildLinePutWithGiftOption = buildLinePutOf(true);

async function lineOf(work: CartWork, itemId: string) {
  const [line] = await work.tx.select().from(cartItems).where(and(eq(cartItems.cartId, work.cart.id), eq(cartItems.id, itemId)));
  if (!line) throw new ApiError('BSK404', undefined, { field: 'itemId' });
  return line;
}

/**
 * PUT /cart/v1/cart/{basketId}/item: quantity, maxQty, delivery store (null: home), gift option,
 * or another variant of the product (quick shop's update-in-cart). The same checks as adding; a
 * change that makes the line equal to another merges the two. A gift's quantity cannot change (GWP_PRODUCT).
 */
export async function updateItem(db: Database, shopper: Shopper, request: UpdateItemRequest, options: { now?: Date } = {}): Promise<Cart> {
  const body = updateItemRequestSchema.parse(request);
  return changeCart(db, shopper, body.cartId, async (work) => {
    const line = await lineOf(work, body.itemId);
    if (line.bonus) throw new ApiError('GWP_PRODUCT', 'The quantity of a gift with purchase cannot be changed.', { field: 'qty' });
    const changesVariant = (body.upc !== undefined && body.productId !== undefined) || (body.productId !== undefined && body.productId !== line.variantId && body.productId !== line.productId);
    const variant = await variantForCart(work.tx, {
      siteId: shopper.siteId, productId: changesVariant ? body.productId! : line.variantId, upc: changesVariant ? body.upc : undefined,
      cartId: work.cart.id, currency: work.cart.currency,
    });
    if (changesVariant) assertBuyable(variant, shopper.owner.kind === 'consumer', work.now);
    const placement = body.storeId === undefined ? { delivery: line.delivery, storeId: line.storeId } : placementOf(variant, body.storeId);
    const recipeId = body.recipeId ?? line.recipeId;
    const lineKey = lineKeyOf(variant.variantId, placement.delivery, placement.storeId, recipeId, line.customAmount);
    const twin = variant.lines.find((other) => other.lineKey === lineKey && other.id !== line.id);
    const qty = (body.qty ?? line.qty) + (twin?.qty ?? 0);
    const maxQty = body.maxQty !== undefined ? effectiveMaxQty(body.maxQty) : line.maxQty;
    const others = variant.lines.filter((other) => other.id !== twin?.id);
    // Lowering the quantity of a line that stays where it is is always allowed, even with less stock left.
    const grows = changesVariant || body.storeId !== undefined || twin !== undefined || qty > line.qty;
    if (grows) assertQuantity(qty, maxQty, await sellable(work, { ...variant, lines: others }, placement, line.id));
    else if (qty > maxQty) assertQuantity(qty, maxQty, UNLIMITED);
    const giftOption = body.giftOption === undefined ? line.giftOption : body.giftOption === null ? null : giftOptionOf(body.giftOption);
    if (twin) await work.tx.delete(cartItems).where(eq(cartItems.id, twin.id));
    await work.tx
      .update(cartItems)
      .set({ variantId: variant.variantId, productId: variant.productId, lineKey, qty, maxQty, delivery: placement.delivery, storeId: placement.storeId, recipeId, giftOption, updatedAt: work.now.toISOString() })
      .where(eq(cartItems.id, line.id));
  }, options);
}

/** DELETE /cart/v1/item. Removing a gift declines it (it is not added back while declined). */
export async function removeItem(db: Database, shopper: Shopper, request: { cartId: string; itemId: string }, options: { now?: Date } = {}): Promise<Cart> {
  return changeCart(db, shopper, request.cartId, async (work) => {
    const line = await lineOf(work, request.itemId);
    await work.tx.delete(cartItems).where(eq(cartItems.id, line.id));
    if (line.bonus && line.promotionId) {
      const kept = (work.cart.giftChoices[line.promotionId] ?? [line.variantId]).filter((id) => id !== line.variantId);
      work.update({ giftChoices: { ...work.cart.giftChoices, [line.promotionId]: kept } });
    }
    const adjustments = work.cart.priceAdjustments.filter((adjustment) => adjustment.itemId !== line.id);
    if (adjustments.length !== work.cart.priceAdjustments.length) work.update({ priceAdjustments: adjustments });
  }, options);
}
