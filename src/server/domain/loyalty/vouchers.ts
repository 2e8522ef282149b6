import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { LOYALTY_HISTORY_SIZE, LOYALTY_VOUCHER_LIFETIME_MS } from '../../../../schemas/constants';
import type { BuyLoyaltyVoucherResponse, LoyaltyEntry, LoyaltyResponse, LoyaltyTokenRequest, LoyaltyTokenResponse, LoyaltyVoucher, LoyaltyWelcomePromoResponse } from '../../../../schemas/commerce/loyalty';
import type { Database } from '../../db/client';
import { consumers } from '../../db/schema/identity';
import { loyaltyVoucherKinds, loyaltyVouchers, type LoyaltyVoucherRow } from '../../db/schema/loyalty';
import { orders } from '../../db/schema/orders';
import { couponRedemptions, coupons, promotions } from '../../db/schema/promotions';
import { ApiError } from '../../http/api-error';
import type { ConsumerRow } from '../identity/consumers';
import { formatMoney } from '../../../shared/i18n/money';
import { localeInfo, type LocaleCode } from '../../../shared/i18n/sites';
import { debitPoints, ledgerHistory, pointsSummary } from './ledger';

/** The coupon a new member is welcomed with (seeded per site). */
export const LOYALTY_WELCOME_COUPON_CODE = 'WELCOME15';

/** Loyalty calls are for members (REW403 otherwise); a guest never gets here (AUT403 before). */
export function requireMember(consumer: ConsumerRow): ConsumerRow & { memberId: string } {
  if (!consumer.isLoyaltyMember || !consumer.memberId) throw new ApiError('REW403');
  return consumer as ConsumerRow & { memberId: string };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function voucherCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `LV-${Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

async function orderNumbers(db: Database, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(inArray(orders.id, wanted));
  return new Map(rows.map((row) => [row.id, row.orderNumber]));
}

const isoOf = (value: string | null) => (value ? new Date(value).toISOString() : null);

function voucherView(row: LoyaltyVoucherRow, numbers: Map<string, string>): LoyaltyVoucher {
  return {
    voucherId: row.id, code: row.code, points: row.points, amountInCurrency: row.amount, currency: row.currency, status: row.status,
    expiresAt: new Date(row.expiresAt).toISOString(), createdAt: new Date(row.createdAt).toISOString(), orderNumber: row.orderId ? numbers.get(row.orderId) ?? null : null,
  };
}

/**
 * GET .../loyalty/vouchers: spec §3 Loyalty for the member in the locale's currency: the active
 * balance, pending points, the vouchers for sale (eligible when the balance covers them), the
 * member's own vouchers and, when asked, the newest ledger entries.
 */
export async function loyaltyOverview(db: Database, consumer: ConsumerRow, siteId: string, currency: string, includeHistory: boolean): Promise<LoyaltyResponse> {
  const member = requireMember(consumer);
  const [summary, kinds, owned, history] = await Promise.all([
    pointsSummary(db, member.id),
    db.select().from(loyaltyVoucherKinds).where(and(eq(loyaltyVoucherKinds.siteId, siteId), eq(loyaltyVoucherKinds.currency, currency))).orderBy(asc(loyaltyVoucherKinds.points)),
    db.select().from(loyaltyVouchers).where(and(eq(loyaltyVouchers.consumerId, member.id), eq(loyaltyVouchers.siteId, siteId))).orderBy(desc(loyaltyVouchers.createdAt), desc(loyaltyVouchers.id)),
    includeHistory ? ledgerHistory(db, member.id, LOYALTY_HISTORY_SIZE) : Promise.resolve([]),
  ]);
  const numbers = await orderNumbers(db, [...owned.map((v) => v.orderId), ...history.map((e) => e.orderId)]);
  return {
    currentLoyaltyPoints: summary.balance,
    pendingLoyaltyPoints: summary.pending,
    applicableLoyaltyVouchers: kinds.map((kind) => ({ points: kind.points, amountInCurrency: kind.amount, currency: kind.currency, available: kind.enabled, eligible: kind.enabled && summary.balance >= kind.points })),
    vouchers: owned.map((row) => voucherView(row, numbers)),
    ...(includeHistory ? {
      history: history.map((entry): LoyaltyEntry => ({
        entryId: entry.id, kind: entry.kind, state: entry.state, points: entry.delta, reason: entry.reason, orderNumber: entry.orderId ? numbers.get(entry.orderId) ?? null : null,
        linkedEntryId: entry.linkedEntryId, maturesAt: isoOf(entry.maturesAt), expiresAt: isoOf(entry.expiresAt), createdAt: new Date(entry.createdAt).toISOString(),
      })),
    } : {}),
  };
}

/**
 * POST .../loyalty/vouchers: buys the site's voucher of that many points in the locale's
 * currency. One transaction: the guarded debit of the active balance (REW409 when it does not
 * cover the points, even with concurrent purchases), its ledger entry, and the voucher row.
 */
export async function buyVoucher(db: Database, consumer: ConsumerRow, siteId: string, currency: string, points: number, now: Date = new Date()): Promise<BuyLoyaltyVoucherResponse> {
  const member = requireMember(consumer);
  const [kind] = await db.select().from(loyaltyVoucherKinds)
    .where(and(eq(loyaltyVoucherKinds.siteId, siteId), eq(loyaltyVoucherKinds.currency, currency), eq(loyaltyVoucherKinds.points, points), eq(loyaltyVoucherKinds.enabled, true)));
  if (!kind) throw new ApiError('REW404', `There is no voucher of ${points} points in ${currency}.`, { field: 'points' });
  const row = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const entry = await debitPoints(tx, member.id, kind.points, { kind: 'voucher', reason: `voucher ${kind.id}` });
    const [voucher] = await tx.insert(loyaltyVouchers).values({
      id: crypto.randomUUID(), consumerId: member.id, siteId, kindId: kind.id, code: voucherCode(), currency: kind.currency, points: kind.points, amount: kind.amount,
      ledgerEntryId: entry.id, expiresAt: new Date(now.getTime() + LOYALTY_VOUCHER_LIFETIME_MS).toISOString(),
    }).returning();
    const [balance] = await tx.select({ points: consumers.loyaltyPoints }).from(consumers).where(eq(consumers.id, member.id));
    return { voucher: voucher!, balance: balance?.points ?? 0 };
  });
  return { voucher: voucherView(row.voucher, new Map()), currentLoyaltyPoints: row.balance };
}

/**
 * The member's vouchers that can pay now (active, unexpired) on a site, as §7 saved payment
 * instruments of kind REWARD_CODE: the code to apply, its amount and currency, and its end.
 */
export async function rewardCodeInstruments(db: Database, consumerId: string, siteId: string, now: Date = new Date()) {
  const rows = await db.select().from(loyaltyVouchers).where(and(
    eq(loyaltyVouchers.consumerId, consumerId), eq(loyaltyVouchers.siteId, siteId),
    eq(loyaltyVouchers.status, 'active'), sql`${loyaltyVouchers.expiresAt} > ${now.toISOString()}`,
  )).orderBy(asc(loyaltyVouchers.expiresAt), asc(loyaltyVouchers.id));
  return rows.map((row) => ({
    paymentInstrumentId: row.id, payment_method_id: 'REWARD_CODE' as const, default: false,
    code: row.code, amount: row.amount, currency: row.currency, expiresAt: new Date(row.expiresAt).toISOString(),
  }));
}

/** The member's voucher with that code if it can pay now: active, not past its end, same site and currency. */
export async function usableVoucher(db: Database, consumerId: string, siteId: string, code: string, currency: string, now: Date): Promise<LoyaltyVoucherRow | null> {
  const [row] = await db.select().from(loyaltyVouchers).where(and(
    eq(loyaltyVouchers.code, code.toUpperCase()), eq(loyaltyVouchers.consumerId, consumerId), eq(loyaltyVouchers.siteId, siteId), eq(loyaltyVouchers.currency, currency),
    eq(loyaltyVouchers.status, 'active'), sql`${loyaltyVouchers.expiresAt} > ${now.toISOString()}`,
  ));
  return row ?? null;
}

/**
 * Placement redeems the order's vouchers: a guarded move active → redeemed per voucher (of this
 * member, unexpired), so a voucher pays for one order only, also when two orders race for it.
 */
export async function redeemVouchers(tx: Database, consumerId: string, voucherIds: readonly string[], orderId: string, now: Date): Promise<void> {
  for (const voucherId of [...voucherIds].sort()) {
    const moved = await tx.update(loyaltyVouchers).set({ status: 'redeemed', orderId, updatedAt: now.toISOString() }).where(and(
      eq(loyaltyVouchers.id, voucherId), eq(loyaltyVouchers.consumerId, consumerId), eq(loyaltyVouchers.status, 'active'), sql`${loyaltyVouchers.expiresAt} > ${now.toISOString()}`,
    )).returning({ id: loyaltyVouchers.id });
    if (moved.length === 0) throw new ApiError('REW404', 'A loyalty voucher of this order is no longer available. Please check your payment.', { field: 'payment_instruments' });
  }
}

/** Undo of redeemVouchers (cancel, failed payment, return): the order's vouchers become usable again. */
export async function releaseVouchers(tx: Database, orderId: string, now: Date): Promise<void> {
  await tx.update(loyaltyVouchers).set({ status: 'active', orderId: null, updatedAt: now.toISOString() })
    .where(and(eq(loyaltyVouchers.orderId, orderId), eq(loyaltyVouchers.status, 'redeemed')));
}

/** Vouchers past their end that were never used become expired (their points are not given back). Idempotent. */
export async function expireLoyaltyVouchers(db: Database, now: Date = new Date()): Promise<number> {
  const stamp = now.toISOString();
  const moved = await db.update(loyaltyVouchers).set({ status: 'expired', updatedAt: stamp })
    .where(and(eq(loyaltyVouchers.status, 'active'), sql`${loyaltyVouchers.expiresAt} <= ${stamp}`)).returning({ id: loyaltyVouchers.id });
  return moved.length;
}

/**
 * POST .../loyalty/token: the member's memberId (spec §6). A referral code (another member's
 * memberId of the same site) is recorded once: the first accepted one stays; the member's own
 * code or an unknown one is REW422. The `source` header is kept as the lead source when the
 * consumer has none. `usid`, when sent, must be the calling session's.
 */
export async function loyaltyToken(db: Database, consumer: ConsumerRow, session: { usid: string; siteId: string }, request: LoyaltyTokenRequest, source: string | undefined): Promise<LoyaltyTokenResponse> {
  const member = requireMember(consumer);
  if (request.usid && request.usid !== session.usid) throw new ApiError('API400', 'usid: This is not the usid of this session.', { field: 'usid' });
  let referredBy = member.loyaltyReferredBy;
  if (request.referralCode && !referredBy) {
    const code = request.referralCode.toUpperCase();
    const [referrer] = await db.select({ id: consumers.id }).from(consumers)
      .where(and(eq(consumers.siteId, session.siteId), eq(consumers.memberId, code), eq(consumers.isLoyaltyMember, true)));
    if (!referrer || referrer.id === member.id) throw new ApiError('REW422', undefined, { field: 'referralCode' });
    const [set] = await db.update(consumers).set({ loyaltyReferredBy: code, updatedAt: new Date().toISOString() })
      .where(and(eq(consumers.id, member.id), sql`${consumers.loyaltyReferredBy} is null`)).returning({ referredBy: consumers.loyaltyReferredBy });
    referredBy = set?.referredBy ?? (await db.select({ r: consumers.loyaltyReferredBy }).from(consumers).where(eq(consumers.id, member.id)))[0]?.r ?? null;
  }
  if (source && !member.leadSource) {
    await db.update(consumers).set({ leadSource: source.slice(0, 100) }).where(and(eq(consumers.id, member.id), sql`${consumers.leadSource} is null`));
  }
  return { memberId: member.memberId, referredBy };
}

/**
 * GET .../loyalty/promo/welcome: the site's welcome coupon for members, in the locale's currency
 * and language; eligible while the member has not used it and it is inside its window.
 */
export async function welcomePromo(db: Database, consumer: ConsumerRow, siteId: string, locale: LocaleCode, now: Date = new Date()): Promise<LoyaltyWelcomePromoResponse> {
  const member = requireMember(consumer);
  const { currency, language } = localeInfo(locale);
  const [row] = await db.select({ coupon: coupons, promotion: promotions }).from(coupons).innerJoin(promotions, eq(promotions.id, coupons.promotionId))
    .where(and(eq(coupons.siteId, siteId), eq(coupons.code, LOYALTY_WELCOME_COUPON_CODE)));
  if (!row) return { promotion: null, eligible: false, redeemed: false };
  const { coupon, promotion } = row;
  const [used] = await db.select({ n: sql<number>`count(*)::int` }).from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.customerKey, `consumer:${member.id}`), sql`${couponRedemptions.state} <> 'released'`));
  const redeemed = (used?.n ?? 0) > 0;
  const inWindow = coupon.enabled && (!coupon.startsAt || new Date(coupon.startsAt) <= now) && (!coupon.endsAt || new Date(coupon.endsAt) > now);
  const parts = promotion.callout[language as keyof typeof promotion.callout].split('|');
  const threshold = promotion.threshold?.[currency];
  return {
    promotion: {
      code: coupon.code, name: promotion.name, callout: (parts[2] ?? parts[0] ?? '').replace('{threshold}', threshold === undefined ? '' : formatMoney(threshold, currency, locale)), currency,
      amountOff: promotion.amountOff?.[currency] ?? null, percentOff: promotion.percentOffBp === null ? null : promotion.percentOffBp / 100,
      startsAt: isoOf(coupon.startsAt), endsAt: isoOf(coupon.endsAt),
    },
    eligible: inWindow && !redeemed && (coupon.perCustomerLimit === null || coupon.perCustomerLimit > (used?.n ?? 0)),
    redeemed,
  };
}
