import { and, eq, sql } from 'drizzle-orm';
import type { SavedForLater } from '../../../../schemas/commerce/cart';
import { productPath } from '../../../shared/routing/routes';
import type { Database } from '../../db/client';
import { savedForLaterItems, savedForLaterLists } from '../../db/schema/wishlists';
import { ApiError } from '../../http/api-error';
import { rowsOf } from '../cart/cart-store';
import type { Shopper } from '../cart/shopper';
import { listsDisabled } from './list-access';

const EMPTY: SavedForLater = { saveForLaterId: null, items: [], total: 0 };

/** The registered shopper's list id, created on first use (insert-or-read: safe when two requests race). */
export async function savedListId(db: Database, shopper: Shopper): Promise<string> {
  await db.insert(savedForLaterLists).values({ id: crypto.randomUUID(), siteId: shopper.siteId, consumerId: shopper.owner.id }).onConflictDoNothing();
  const [list] = await db.select({ id: savedForLaterLists.id }).from(savedForLaterLists)
    .where(and(eq(savedForLaterLists.siteId, shopper.siteId), eq(savedForLaterLists.consumerId, shopper.owner.id)));
  return list!.id;
}

export const savedLineKey = (variantId: string, recipeId: string | null) => `${variantId}|${recipeId ?? ''}`;

/** GET /wishlists/v2/saveForLater: items keep their quantity; unavailable ones stay listed with available=false. */
export async function savedForLater(db: Database, shopper: Shopper, page: { start: number; count: number } = { start: 0, count: 100 }): Promise<SavedForLater> {
  if (listsDisabled(shopper) || shopper.owner.kind !== 'consumer') return EMPTY;
  const rows = await rowsOf<{ listId: string; itemId: string | null; productId: string; variantId: string; qty: number; recipeId: string | null; pdpUrl: string | null; name: string; available: number; total: number }>(db, sql`
    select l.id as "listId", i.id as "itemId", i.product_id as "productId", i.variant_id as "variantId", i.qty, i.recipe_id as "recipeId", i.pdp_url as "pdpUrl",
      p.name, greatest(0, coalesce(inv.quantity - inv.reserved, 0))::int as available, count(i.id) over ()::int as total
    from saved_for_later_lists l
      left join saved_for_later_items i on i.list_id = l.id
      left join catalog_products p on p.id = i.product_id
      left join catalog_inventory inv on inv.variant_id = i.variant_id
    where l.site_id = ${shopper.siteId} and l.consumer_id = ${shopper.owner.id}
    order by i.created_at desc nulls last, i.id
    offset ${page.start} limit ${page.count}`);
  if (rows.length === 0) return EMPTY;
  const items = rows.filter((row) => row.itemId !== null).map((row) => ({
    itemId: row.itemId!, productId: row.productId, variantId: row.variantId, qty: row.qty, recipeId: row.recipeId,
    pageUrl: row.pdpUrl ?? productPath(shopper.locale, row.name, row.productId), available: row.available >= 1,
  }));
  return { saveForLaterId: rows[0]!.listId, items, total: rows[0]!.total };
}

/** Puts a line into the list (same variant and recipe: quantities add up). */
export async function saveLine(db: Database, shopper: Shopper, line: { productId: string; variantId: string; qty: number; recipeId: string | null; pdpUrl: string | null }, now: Date): Promise<void> {
  const listId = await savedListId(db, shopper);
  await db.insert(savedForLaterItems)
    .values({ id: crypto.randomUUID(), listId, lineKey: savedLineKey(line.variantId, line.recipeId), ...line, createdAt: now.toISOString() })
    .onConflictDoUpdate({ target: [savedForLaterItems.listId, savedForLaterItems.lineKey], set: { qty: sql`${savedForLaterItems.qty} + ${line.qty}`, createdAt: now.toISOString() } });
}

/** Removes one of the shopper's saved items and answers it (LST404 when it is not theirs). */
export async function takeSavedItem(db: Database, shopper: Shopper, itemId: string) {
  const [item] = await rowsOf<{ id: string; productId: string; variantId: string; qty: number; recipeId: string | null; pdpUrl: string | null }>(db, sql`
    delete from saved_for_later_items i using saved_for_later_lists l
    where i.id = ${itemId} and i.list_id = l.id and l.site_id = ${shopper.siteId} and l.consumer_id = ${shopper.owner.id}
    returning i.id, i.product_id as "productId", i.variant_id as "variantId", i.qty, i.recipe_id as "recipeId", i.pdp_url as "pdpUrl"`);
  if (!item) throw new ApiError('LST404', 'This saved item was not found.', { field: 'itemId' });
  return item;
}

/** DELETE /cart/v2/saveForLater/{saveForLaterId}/items/{itemId}. */
export async function removeSavedItem(db: Database, shopper: Shopper, saveForLaterId: string, itemId: string): Promise<SavedForLater> {
  if (listsDisabled(shopper)) throw new ApiError('LST403');
  if (shopper.owner.kind !== 'consumer') throw new ApiError('LST404');
  await db.transaction(async (tx) => {
    const [list] = await tx.select({ id: savedForLaterLists.id }).from(savedForLaterLists)
      .where(and(eq(savedForLaterLists.id, saveForLaterId), eq(savedForLaterLists.siteId, shopper.siteId), eq(savedForLaterLists.consumerId, shopper.owner.id)));
    if (!list) throw new ApiError('LST404');
    await takeSavedItem(tx as unknown as Database, shopper, itemId);
  });
  return savedForLater(db, shopper);
}

