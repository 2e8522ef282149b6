import { and, eq, ne, sql } from 'drizzle-orm';
import type { Cart } from '../../../../schemas/commerce/cart';
import type { Database } from '../../db/client';
import { couponRedemptions, coupons, promotions, type CouponRow, type PromotionRow } from '../../db/schema/promotions';
import { ApiError } from '../../http/api-error';
import { changeCart, type CartWork } from './cart-session';
import type { Shopper } from './shopper';

export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** The redemption key of a shopper: the consumer id (a guest's is their email, known at checkout). */
export function customerKeyOf(shopper: Shopper): string | null {
  return shopper.owner.kind === 'consumer' ? `consumer:${shopper.owner.id}` : null;
}

async function couponByCode(work: CartWork, code: string): Promise<{ coupon: CouponRow; promotion: PromotionRow }> {
  const [row] = await work.tx.select({ coupon: coupons, promotion: promotions }).from(coupons)
    .innerJoin(promotions, eq(promotions.id, coupons.promotionId))
    .where(and(eq(coupons.siteId, work.shopper.siteId), eq(coupons.code, code)));
  if (!row || !row.coupon.enabled || !row.promotion.enabled) throw new ApiError('PRM400', undefined, { field: 'code' });
  return row;
}

/**
 * Why a coupon cannot go into the cart, if it cannot: not started (PRM400), ended (PRM410),
 * total limit reached (PRM422), this shopper's uses spent (PRM423), already in the cart (PRM409),
 * or not combinable with a code already held (PRM424: a global-exclusive promotion takes no
 * other code; a class-exclusive one no other code of its level).
 */
async function assertApplicable(work: CartWork, coupon: CouponRow, promotion: PromotionRow): Promise<void> {
  const now = work.now.getTime();
  const window = [coupon.startsAt, coupon.endsAt, promotion.startsAt, promotion.endsAt];
  if ((window[0] && Date.parse(window[0]) > now) || (window[2] && Date.parse(window[2]) > now)) throw new ApiError('PRM400', 'This promo code is not active yet.', { field: 'code' });
  if ((window[1] && Date.parse(window[1]) <= now) || (window[3] && Date.parse(window[3]) <= now)) throw new ApiError('PRM410', undefined, { field: 'code' });
  if (work.cart.coupons.some((held) => held.couponId === coupon.id)) throw new ApiError('PRM409', undefined, { field: 'code' });
  if (coupon.totalLimit !== null && coupon.redemptionCount >= coupon.totalLimit) throw new ApiError('PRM422', undefined, { field: 'code' });
  const customerKey = customerKeyOf(work.shopper);
  if (coupon.perCustomerLimit !== null && customerKey) {
    const [used] = await work.tx.select({ n: sql<number>`count(*)::int` }).from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.customerKey, customerKey), ne(couponRedemptions.state, 'released')));
    if ((used?.n ?? 0) >= coupon.perCustomerLimit) throw new ApiError('PRM423', undefined, { field: 'code' });
  }
  if (work.cart.coupons.length === 0) return;
  const held = await work.tx.select().from(promotions).where(sql`${promotions.id} in (${sql.join(work.cart.coupons.map((c) => sql`${c.promotionId}`), sql`, `)})`);
  const clash = held.some((other) =>
    promotion.exclusivity === 'global' || other.exclusivity === 'global' ||
    (other.level === promotion.level && (promotion.exclusivity === 'class' || other.exclusivity === 'class')));
  if (clash) throw new ApiError('PRM424', undefined, { field: 'code' });
}

/**
 * PUT /cart/v1/coupon: puts a valid code into the cart. It stays there while the cart does not
 * qualify (couponItems statusCode NO_APPLICABLE_PROMOTION) and applies once it does. Limits are
 * checked here and held for real at order placement (coupon_redemptions, conditional update).
 */
export async function applyCoupon(db: Database, shopper: Shopper, request: { cartId: string; code: string }, options: { now?: Date } = {}): Promise<Cart> {
  const code = normaliseCode(request.code);
  return changeCart(db, shopper, request.cartId, async (work) => {
    const { coupon, promotion } = await couponByCode(work, code);
    await assertApplicable(work, coupon, promotion);
    work.update({ coupons: [...work.cart.coupons, { couponId: coupon.id, code: coupon.code, promotionId: promotion.id }] });
  }, options);
}

/** DELETE /cart/v1/coupon: PRM404 when the code is not in the cart. */
export async function removeCoupon(db: Database, shopper: Shopper, request: { cartId: string; code: string }, options: { now?: Date } = {}): Promise<Cart> {
  const code = normaliseCode(request.code);
  return changeCart(db, shopper, request.cartId, async (work) => {
    if (!work.cart.coupons.some((held) => held.code === code)) throw new ApiError('PRM404', undefined, { field: 'code' });
    work.update({ coupons: work.cart.coupons.filter((held) => held.code !== code) });
  }, options);
}
