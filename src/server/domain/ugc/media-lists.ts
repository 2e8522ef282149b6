import { and, arrayContains, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { UgcMedia, UgcMediaPage, UgcProduct } from '../../../../schemas/commerce/ugc';
import { productPath } from '../../../shared/routing/routes';
import { LOCALES, type LocaleCode, type SiteId } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema/catalog';
import { ugcMedia, ugcStreamMedia, ugcStreams, ugcUsers } from '../../db/schema/ugc';
import { ApiError } from '../../http/api-error';
import { languageOf } from '../catalog/labels';
import { productImageUrl } from '../catalog/product-image';
import { searchSnapshot } from '../catalog/search/snapshot';

/** Which photos a list holds (spec §7: by category, customer, stream, tag; and a user's own). */
export type UgcFilter =
  | { readonly by: 'customer' }
  | { readonly by: 'stream'; readonly streamId: string }
  | { readonly by: 'category'; readonly categoryId: string }
  | { readonly by: 'tag'; readonly tag: string }
  | { readonly by: 'user'; readonly userId: string };

export interface UgcListContext {
  readonly siteId: SiteId;
  readonly locale: LocaleCode;
  /** The API's base path, for the photo and product image URLs. */
  readonly apiBase: string;
}

const PRODUCT_ID = /^[A-Z0-9]{8,11}$/;

/** Where a photo's bytes are served (approved photos only): drawn (svg) for the seeded ones, the upload (webp) otherwise. */
export function ugcImageUrl(apiBase: string, mediaId: string, uploaded: boolean): string {
  return `${apiBase}/ugc/v1/media/${mediaId}/image.${uploaded ? 'webp' : 'svg'}`;
}

/**
 * The condition of a list. A stream is a curated set (ugc_streams) or, as in Olapic where every
 * product is a stream, a product id of the site (its tagged photos). Unknown: UGS404 / CAT404.
 */
async function filterCondition(db: Database, context: UgcListContext, filter: UgcFilter): Promise<SQL | undefined> {
  switch (filter.by) {
    case 'customer': return undefined;
    case 'tag': return arrayContains(ugcMedia.tags, [filter.tag]);
    case 'user': return eq(ugcMedia.userId, filter.userId);
    case 'category': {
      const [category] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, filter.categoryId), eq(categories.siteId, context.siteId)));
      if (!category) throw new ApiError('CAT404', undefined, { field: 'categoryId' });
      return arrayContains(ugcMedia.categoryIds, [filter.categoryId]);
    }
    case 'stream': {
      const [stream] = await db.select({ id: ugcStreams.id }).from(ugcStreams).where(and(eq(ugcStreams.id, filter.streamId), eq(ugcStreams.siteId, context.siteId)));
      if (stream) return inArray(ugcMedia.id, db.select({ id: ugcStreamMedia.mediaId }).from(ugcStreamMedia).where(eq(ugcStreamMedia.streamId, stream.id)));
      if (PRODUCT_ID.test(filter.streamId)) {
        const snapshot = await searchSnapshot(db, context.siteId, LOCALES[context.locale].currency);
        if (snapshot.byId.has(filter.streamId)) return arrayContains(ugcMedia.productIds, [filter.streamId]);
      }
      throw new ApiError('UGS404', undefined, { field: 'streamId' });
    }
  }
}

/** The tagged products as the dialog links them, in the locale's language and currency (products no longer sold are left out). */
async function productsOf(db: Database, context: UgcListContext, ids: readonly string[]): Promise<Map<string, UgcProduct>> {
  const snapshot = await searchSnapshot(db, context.siteId, LOCALES[context.locale].currency);
  const language = languageOf(context.locale);
  const found = new Map<string, UgcProduct>();
  for (const id of ids) {
    const entry = snapshot.byId.get(id);
    if (!entry || found.has(id)) continue;
    found.set(id, {
      id, name: entry.names[language], url: productPath(context.locale, entry.name, id),
      image: productImageUrl(context.apiBase, id, entry.colors[0]!.value), price: entry.price,
    });
  }
  return found;
}

/** A page of approved photos, newest first (the same order for every list, ties by id). */
export async function listUgcMedia(db: Database, context: UgcListContext, filter: UgcFilter, page: { offset: number; limit: number }): Promise<UgcMediaPage> {
  const condition = and(eq(ugcMedia.siteId, context.siteId), eq(ugcMedia.status, 'approved'), await filterCondition(db, context, filter));
  const [rows, [total]] = await Promise.all([
    db.select({
      id: ugcMedia.id, caption: ugcMedia.caption, createdAt: ugcMedia.createdAt, userId: ugcMedia.userId, screenName: ugcUsers.screenName,
      uploaded: sql<boolean>`${ugcMedia.image} is not null`, width: ugcMedia.width, height: ugcMedia.height,
      productIds: ugcMedia.productIds, categoryIds: ugcMedia.categoryIds, tags: ugcMedia.tags,
    }).from(ugcMedia).innerJoin(ugcUsers, eq(ugcUsers.id, ugcMedia.userId)).where(condition)
      .orderBy(desc(ugcMedia.createdAt), desc(ugcMedia.id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(ugcMedia).where(condition),
  ]);
  const products = await productsOf(db, context, rows.flatMap((row) => row.productIds));
  const media: UgcMedia[] = rows.map((row) => ({
    id: row.id,
    caption: row.caption,
    createdAt: new Date(row.createdAt).toISOString(),
    user: { id: row.userId, screenName: row.screenName },
    images: { original: ugcImageUrl(context.apiBase, row.id, row.uploaded), width: row.width, height: row.height },
    products: row.productIds.map((id) => products.get(id)).filter((product): product is UgcProduct => product !== undefined),
    categoryIds: row.categoryIds,
    tags: row.tags,
  }));
  return { total: total?.value ?? 0, offset: page.offset, limit: page.limit, media };
}

/** The site's streams with how many approved photos each holds (curated streams; product streams are not listed). */
export async function listUgcStreams(db: Database, siteId: SiteId) {
  const rows = await db.select({ id: ugcStreams.id, name: ugcStreams.name, mediaCount: sql<number>`count(${ugcMedia.id})::int` })
    .from(ugcStreams)
    .leftJoin(ugcStreamMedia, eq(ugcStreamMedia.streamId, ugcStreams.id))
    .leftJoin(ugcMedia, and(eq(ugcMedia.id, ugcStreamMedia.mediaId), eq(ugcMedia.status, 'approved')))
    .where(eq(ugcStreams.siteId, siteId))
    .groupBy(ugcStreams.id, ugcStreams.name)
    .orderBy(ugcStreams.id);
  return { streams: rows };
}
