import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carts, LIVE_CART_STATUSES, type CartRow } from '../../db/schema/cart';
import { ApiError } from '../../http/api-error';
import { runBuiltOnce } from '../../db/named-statement';
import { expiryFor, type Shopper } from './shopper';

export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The caller's cart, locked for this transaction when `lock` (SELECT ... FOR UPDATE: every
 * write to one cart runs one after the other, on PostgreSQL across processes too). A cart of
 * another owner or site answers exactly like a missing one: CART_NOT_FOUND, never a hint
 * that it exists. A merged cart is INVALID_CUSTOMER (the client clears it and reloads); an
 * ordered or expired one is CART_NOT_FOUND (the client makes a new one). A buy-now basket is
 * the owner's like the active cart (the wallets' calls name it by its id).
 */
export async function ownedCart(db: Database, basketId: string, shopper: Shopper, options: { lock: boolean; now: Date }): Promise<CartRow> {
  const where = and(
    eq(carts.id, basketId),
    eq(carts.siteId, shopper.siteId),
    eq(carts.ownerKind, shopper.owner.kind),
    eq(carts.ownerId, shopper.owner.id),
  );
  const query = db.select().from(carts).where(where);
  const [cart] = options.lock ? await query.for('update') : await query;
  if (!cart) throw new ApiError('CART_NOT_FOUND', undefined, { field: 'basketId' });
  if (cart.status === 'merged') throw new ApiError('INVALID_CUSTOMER', 'This cart was merged into your account cart. Please reload.', { field: 'basketId' });
  if (!LIVE_CART_STATUSES.includes(cart.status)) throw new ApiError('CART_NOT_FOUND', undefined, { field: 'basketId' });
  // expireGuestCarts() marks them; until then the lifetime alone decides.
  if (cart.expiresAt && Date.parse(cart.expiresAt) <= options.now.getTime()) throw new ApiError('CART_NOT_FOUND', 'Your cart has expired.', { field: 'basketId' });
  return cart;
}

/**
 * Locks the caller's cart for a write and stamps the write on it in one statement (an UPDATE
 * takes the row lock as SELECT ... FOR UPDATE does): new version, updated now, a guest cart's
 * lifetime restarted (a buy-now basket keeps its own: it is not extended). When it matches no live cart of the
 * caller, ownedCart says why.
 */
export async function claimCart(db: Database, basketId: string, shopper: Shopper, now: Date): Promise<CartRow> {
  const at = now.toISOString();
  const [claimed] = await runBuiltOnce<CartRow>(db, 'cart_claim', buildClaim, {
    basketId, siteId: shopper.siteId, ownerKind: shopper.owner.kind, ownerId: shopper.owner.id, now: at, expiresAt: expiryFor(shopper.owner, now),
  });
  return claimed ?? ownedCart(db, basketId, shopper, { lock: true, now });
}

function buildClaim(db: Database) {
  return db
    .update(carts)
    .set({
      version: sql`${carts.version} + 1`, updatedAt: sql`${sql.placeholder('now')}`,
      expiresAt: sql`case when ${carts.status} = 'buy_now' then ${carts.expiresAt} else ${sql.placeholder('expiresAt')}::timestamptz end`,
    })
    .where(and(
      eq(carts.id, sql.placeholder('basketId')), eq(carts.siteId, sql.placeholder('siteId')), eq(carts.ownerKind, sql.placeholder('ownerKind')),
      eq(carts.ownerId, sql.placeholder('ownerId')), inArray(carts.status, [...LIVE_CART_STATUSES]),
      sql`(${carts.expiresAt} is null or ${carts.expiresAt} > ${sql.placeholder('now')})`,
    ))
    .returning();
}

/** The carts past their lifetime, at most `limit` (what the sweep marks; read through carts_live_expiry_idx). */
export function expiredCartIds(db: Database, now: Date, limit: number) {
  return db
    .select({ id: carts.id })
    .from(carts)
    // The statuses as literals, as the partial index carts_live_expiry_idx names them: with parameters
    // PostgreSQL cannot tell that the index covers the rows, and the sweep read every cart ever made.
    .where(sql`${carts.status} in ('active', 'buy_now') and ${carts.expiresAt} is not null and ${carts.expiresAt} <= ${now.toISOString()}`)
    .limit(limit);
}

/**
 * Marks guest carts and buy-now baskets past their lifetime as expired, at most `limit` at a time
 * (the sweeper's housekeeping, so the active carts' index stays small; reads and writes also
 * refuse them on their own). Answers how many were marked.
 */
export async function expireGuestCarts(db: Database, now = new Date(), limit = 1_000): Promise<number> {
  const expired = await db.update(carts).set({ status: 'expired' }).where(inArray(carts.id, expiredCartIds(db, now, limit))).returning({ id: carts.id });
  return expired.length;
}
