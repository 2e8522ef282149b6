import { and, eq } from 'drizzle-orm';
import type { Cart, PriceAdjustmentRequest } from '../../../../schemas/commerce/cart';
import { priceAdjustmentRequestSchema } from '../../../../schemas/commerce/cart';
import type { Database } from '../../db/client';
import { cartItems, type PriceAdjustmentJson } from '../../db/schema/cart';
import { ApiError } from '../../http/api-error';
import { assertWithinLimit, maxAdjustmentBp } from './adjustment-limit';
import { changeCart, type CartWork, type ChangeOptions } from './cart-session';
import type { Shopper } from './shopper';

function associateOf(shopper: Shopper) {
  if (!shopper.associate) throw new ApiError('PAD403');
  return shopper.associate;
}

async function assertLine(work: CartWork, itemId: string | undefined): Promise<void> {
  if (!itemId) return;
  const [line] = await work.tx.select({ bonus: cartItems.bonus }).from(cartItems).where(and(eq(cartItems.cartId, work.cart.id), eq(cartItems.id, itemId)));
  if (!line) throw new ApiError('BSK404', undefined, { field: 'itemId' });
  if (line.bonus) throw new ApiError('GWP_PRODUCT', 'A gift is free already.', { field: 'itemId' });
}

const valuesOf = (body: PriceAdjustmentRequest) => ({
  itemId: body.itemId ?? null,
  amountOff: body.amountOff ?? null,
  percentOffBp: body.percentOff === undefined ? null : Math.round(body.percentOff * 100),
  reason: body.reason,
});

/** The change options of an adjustment: held to the store's limit, written to the audit table as one. */
function adjustmentOptions(associate: { storeId: string }, details: Record<string, unknown>, options: { now?: Date }): ChangeOptions {
  return {
    ...options,
    verify: async (cart, tx) => assertWithinLimit(cart, await maxAdjustmentBp(tx, associate.storeId)),
    audit: { action: 'price_adjustment', details },
  };
}

/**
 * POST /cart/v1/cart/{basketId}/price_adjustments: an associate takes an amount or percent off a
 * line or the order, within the store's maximum (PAD422); anyone else: PAD403.
 */
export async function addPriceAdjustment(db: Database, shopper: Shopper, basketId: string, request: PriceAdjustmentRequest, options: { now?: Date } = {}): Promise<Cart> {
  const associate = associateOf(shopper);
  const body = priceAdjustmentRequestSchema.parse(request);
  const id = crypto.randomUUID();
  return changeCart(db, shopper, basketId, async (work) => {
    await assertLine(work, body.itemId);
    const adjustment: PriceAdjustmentJson = { id, ...valuesOf(body), createdBy: associate.employeeId, createdAt: work.now.toISOString() };
    work.update({ priceAdjustments: [...work.cart.priceAdjustments, adjustment] });
  }, adjustmentOptions(associate, { change: 'add', adjustmentId: id, ...body }, options));
}

/** PATCH .../price_adjustments/{adjustmentId}. */
export async function updatePriceAdjustment(db: Database, shopper: Shopper, basketId: string, adjustmentId: string, request: PriceAdjustmentRequest, options: { now?: Date } = {}): Promise<Cart> {
  const associate = associateOf(shopper);
  const body = priceAdjustmentRequestSchema.parse(request);
  return changeCart(db, shopper, basketId, async (work) => {
    if (!work.cart.priceAdjustments.some((adjustment) => adjustment.id === adjustmentId)) throw new ApiError('PAD404', undefined, { field: 'adjustmentId' });
    await assertLine(work, body.itemId);
    work.update({
      priceAdjustments: work.cart.priceAdjustments.map((adjustment) =>
        adjustment.id === adjustmentId ? { ...adjustment, ...valuesOf(body), createdBy: associate.employeeId } : adjustment),
    });
  }, adjustmentOptions(associate, { change: 'update', adjustmentId, ...body }, options));
}

/** DELETE .../price_adjustments/{adjustmentId}. */
export async function removePriceAdjustment(db: Database, shopper: Shopper, basketId: string, adjustmentId: string, options: { now?: Date } = {}): Promise<Cart> {
  associateOf(shopper);
  return changeCart(db, shopper, basketId, async (work) => {
    if (!work.cart.priceAdjustments.some((adjustment) => adjustment.id === adjustmentId)) throw new ApiError('PAD404', undefined, { field: 'adjustmentId' });
    work.update({ priceAdjustments: work.cart.priceAdjustments.filter((adjustment) => adjustment.id !== adjustmentId) });
  }, { ...options, audit: { action: 'price_adjustment', details: { change: 'remove', adjustmentId } } });
}
