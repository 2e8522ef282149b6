import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { ugcMedia } from '../../db/schema/ugc';
import { UGC_SETTINGS, ugcPictureSvg, type UgcSetting } from './ugc-picture';

export type UgcImage = { readonly type: 'svg'; readonly body: string } | { readonly type: 'webp'; readonly body: Uint8Array };

/**
 * The bytes of an approved photo (any site: images load without a brand header, like product
 * pictures): an upload's stored WebP, or a seeded photo drawn from its product and setting tag.
 * Pending, rejected and unknown photos: undefined, and the asked-for type must match.
 */
export async function loadUgcImage(db: Database, mediaId: string, type: 'svg' | 'webp'): Promise<UgcImage | undefined> {
  const [row] = await db.select({ image: ugcMedia.image, productIds: ugcMedia.productIds, tags: ugcMedia.tags })
    .from(ugcMedia).where(and(eq(ugcMedia.id, mediaId), eq(ugcMedia.status, 'approved')));
  if (!row) return undefined;
  if (row.image) return type === 'webp' ? { type, body: row.image } : undefined;
  if (type !== 'svg' || !row.productIds[0]) return undefined;
  const [product] = await db.select({ id: products.id, kind: products.kind, colors: products.colors }).from(products).where(eq(products.id, row.productIds[0]));
  if (!product) return undefined;
  const setting = (row.tags.find((tag) => (UGC_SETTINGS as readonly string[]).includes(tag)) ?? 'city') as UgcSetting;
  const color = product.colors[[...mediaId].reduce((sum, char) => sum + char.charCodeAt(0), 0) % product.colors.length]!;
  return { type, body: ugcPictureSvg(mediaId, setting, { kind: product.kind, id: product.id, hex: color.hex }) };
}
