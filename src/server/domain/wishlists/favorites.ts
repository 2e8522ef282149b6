import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Favorites, SharedFavorites } from '../../../../schemas/commerce/wishlists';
import type { LocaleCode, SiteId } from '../../../shared/i18n/sites';
import { productPath } from '../../../shared/routing/routes';
import type { Database } from '../../db/client';
import { carts } from '../../db/schema/cart';
import { products } from '../../db/schema/catalog';
import { favoriteItems, favoriteLists, favoriteShares } from '../../db/schema/wishlists';
import { ApiError } from '../../http/api-error';
import { productImageUrl } from '../catalog/product-image';
import { rowsOf } from '../cart/cart-store';
import type { CartOwner, Shopper } from '../cart/shopper';
import { assertListWrites, listsDisabled } from './list-access';
import type { ProductTranslations } from '../../db/schema/catalog';
import { productName } from '../catalog/product-copy';

const EMPTY: Favorites = { favoriteId: null, items: [], total: 0 };

async function ownListId(db: Database, siteId: SiteId, owner: CartOwner): Promise<string | undefined> {
  const [list] = await db.select({ id: favoriteLists.id }).from(favoriteLists)
    .where(and(eq(favoriteLists.siteId, siteId), eq(favoriteLists.ownerKind, owner.kind), eq(favoriteLists.ownerId, owner.id)));
  return list?.id;
}

async function listView(db: Database, listId: string, site: { siteId: SiteId; locale: LocaleCode; apiBase: string }, page: { start: number; count: number }): Promise<Favorites> {
  const rows = await rowsOf<{ itemId: string; productId: string; name: string; translations: ProductTranslations; colors: Array<{ value: string }>; addedAt: string; available: boolean; total: number }>(db, sql`
    select fi.id as "itemId", p.id as "productId", p.name, p.translations, p.colors, fi.created_at as "addedAt",
      exists (select 1 from catalog_variants v join catalog_inventory i on i.variant_id = v.id where v.product_id = p.id and i.quantity - i.reserved > 0) as available,
      count(*) over ()::int as total
    from favorite_items fi join catalog_products p on p.id = fi.product_id and p.site_id = ${site.siteId}
    where fi.list_id = ${listId}
    order by fi.created_at desc, fi.id
    offset ${page.start} limit ${page.count}`);
  return {
    favoriteId: listId,
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      itemId: row.itemId, productId: row.productId, name: productName(row, site.locale),
      pdpUrl: productPath(site.locale, row.name, row.productId),
      productImageURL: productImageUrl(site.apiBase, row.productId, row.colors[0]?.value ?? '001'),
      available: Boolean(row.available), addedAt: new Date(row.addedAt).toISOString(),
    })),
  };
}

const siteOf = (shopper: Shopper) => ({ siteId: shopper.siteId, locale: shopper.locale, apiBase: shopper.apiBase ?? '/api' });

/** GET /wishlists/v2/favorites (start, count). Empty for an associate session (§6). */
export async function favoritesOf(db: Database, shopper: Shopper, page = { start: 0, count: 24 }): Promise<Favorites> {
  if (listsDisabled(shopper)) return EMPTY;
  const listId = await ownListId(db, shopper.siteId, shopper.owner);
  return listId ? listView(db, listId, siteOf(shopper), page) : EMPTY;
}

/**
 * POST /wishlists/v2/favorites: adds a product of the site (PRD404 otherwise); adding it again
 * changes nothing. A guest's list id is kept with their active cart (§9), so it travels to the
 * merge at sign-in.
 */
export async function addFavorite(db: Database, shopper: Shopper, request: { id: string; favoriteId?: string | undefined }): Promise<Favorites> {
  assertListWrites(shopper, { registeredOnly: false });
  const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, request.id), eq(products.siteId, shopper.siteId)));
  if (!product) throw new ApiError('PRD404', undefined, { field: 'id' });
  const listId = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.insert(favoriteLists).values({ id: crypto.randomUUID(), siteId: shopper.siteId, ownerKind: shopper.owner.kind, ownerId: shopper.owner.id }).onConflictDoNothing();
    const id = (await ownListId(tx, shopper.siteId, shopper.owner))!;
    if (request.favoriteId && request.favoriteId !== id) throw new ApiError('LST404', undefined, { field: 'favoriteId' });
    await tx.insert(favoriteItems).values({ id: crypto.randomUUID(), listId: id, productId: product.id }).onConflictDoNothing();
    if (shopper.owner.kind === 'guest') {
      await tx.update(carts).set({ favoriteId: id })
        .where(and(eq(carts.siteId, shopper.siteId), eq(carts.ownerKind, 'guest'), eq(carts.ownerId, shopper.owner.id), eq(carts.status, 'active'), isNull(carts.favoriteId)));
    }
    return id;
  });
  return listView(db, listId, siteOf(shopper), { start: 0, count: 24 });
}

async function requireOwnList(db: Database, shopper: Shopper, favoriteId: string): Promise<string> {
  const id = await ownListId(db, shopper.siteId, shopper.owner);
  if (!id || id !== favoriteId) throw new ApiError('LST404', undefined, { field: 'favoriteId' });
  return id;
}

/** DELETE /wishlists/v2/favorites/{favoriteId}/items/{itemId}. Another shopper's list is LST404. */
export async function removeFavorite(db: Database, shopper: Shopper, favoriteId: string, itemId: string): Promise<Favorites> {
  assertListWrites(shopper, { registeredOnly: false });
  const listId = await requireOwnList(db, shopper, favoriteId);
  const removed = await db.delete(favoriteItems).where(and(eq(favoriteItems.listId, listId), eq(favoriteItems.id, itemId))).returning({ id: favoriteItems.id });
  if (removed.length === 0) throw new ApiError('LST404', 'This favorite was not found.', { field: 'itemId' });
  return listView(db, listId, siteOf(shopper), { start: 0, count: 24 });
}

/** POST /wishlists/v2/favorites/{favoriteId}/share: a read-only link whose id is the secret (one per list, reused). */
export async function shareFavorites(db: Database, shopper: Shopper, favoriteId: string): Promise<{ favoriteId: string; shareId: string }> {
  assertListWrites(shopper, { registeredOnly: false });
  const listId = await requireOwnList(db, shopper, favoriteId);
  const [existing] = await db.select({ id: favoriteShares.id }).from(favoriteShares).where(and(eq(favoriteShares.listId, listId), isNull(favoriteShares.revokedAt)));
  if (existing) return { favoriteId: listId, shareId: existing.id };
  const shareId = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64url');
  await db.insert(favoriteShares).values({ id: shareId, listId });
  return { favoriteId: listId, shareId };
}

/** GET /wishlists/v2/favorites/{favoriteId}/share?shareId=: anyone with the link reads the list, read-only. */
export async function sharedFavorites(db: Database, site: { siteId: SiteId; locale: LocaleCode; apiBase?: string }, favoriteId: string, shareId: string, page = { start: 0, count: 24 }): Promise<SharedFavorites> {
  const [share] = await db.select({ listId: favoriteShares.listId }).from(favoriteShares)
    .innerJoin(favoriteLists, eq(favoriteLists.id, favoriteShares.listId))
    .where(and(eq(favoriteShares.id, shareId), eq(favoriteShares.listId, favoriteId), isNull(favoriteShares.revokedAt), eq(favoriteLists.siteId, site.siteId)));
  if (!share) throw new ApiError('LST404');
  return { ...(await listView(db, share.listId, { ...site, apiBase: site.apiBase ?? '/api' }, page)), readOnly: true };
}

/** Moves a guest's favorites into the registered shopper's list (merge at sign-in); answers the registered list id. */
export async function mergeFavorites(db: Database, shopper: Shopper, guest: CartOwner, guestFavoriteId: string): Promise<string | null> {
  const guestList = await ownListId(db, shopper.siteId, guest);
  if (!guestList || guestList !== guestFavoriteId) return (await ownListId(db, shopper.siteId, shopper.owner)) ?? null;
  await db.insert(favoriteLists).values({ id: crypto.randomUUID(), siteId: shopper.siteId, ownerKind: shopper.owner.kind, ownerId: shopper.owner.id }).onConflictDoNothing();
  const target = (await ownListId(db, shopper.siteId, shopper.owner))!;
  await db.execute(sql`
    insert into favorite_items (id, list_id, product_id, created_at)
    select gen_random_uuid()::text, ${target}, product_id, created_at from favorite_items where list_id = ${guestList}
    on conflict do nothing`);
  await db.delete(favoriteLists).where(eq(favoriteLists.id, guestList));
  return target;
}
