import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { ugcMedia, ugcStreamMedia, ugcStreams, ugcUsers, type UgcMediaStatus } from '../schema/ugc';
import { UGC_PICTURE_SIZE, UGC_SETTINGS, type UgcSetting } from '../../domain/ugc/ugc-picture';
import { SEED_REFERENCE_DATE } from './catalog/reference';
import { CAPTIONS, SEEDED_POSTERS } from './ugc/captions';

/** Bump when the seeded photos, users or streams change. */
export const UGC_SEED_VERSION = '1';

/** Approved photos per site, then a few waiting for moderation and one rejected (never shown). */
const APPROVED_PER_SITE = 36;
const PENDING_PER_SITE = 3;
/** The West End page's stream holds this many of the site's photos. */
const WESTEND_STREAM_SIZE = 24;

interface ProductRow {
  id: string;
  siteId: string;
  kind: string;
  categoryIds: string[];
}

/** The setting a product is shown in: the outdoors for gear and boots, the city or the track for the rest. */
function settingFor(kind: string, index: number): UgcSetting {
  const fitting: Record<string, readonly UgcSetting[]> = {
    boot: ['trail', 'snow', 'forest'], tent: ['forest', 'trail'], backpack: ['trail', 'city'], sleepingbag: ['forest', 'snow'],
    shoe: ['track', 'city', 'trail'], sandal: ['beach', 'city'], jacket: ['snow', 'city', 'trail'], tshirt: ['track', 'beach', 'city'], trousers: ['city', 'trail'],
  };
  const choices = fitting[kind] ?? UGC_SETTINGS;
  return choices[index % choices.length]!;
}

/** The seeded community's photos: tagged to real products and their categories, captions in the poster's language. */
export async function seedUgc(db: Database): Promise<void> {
  const result = (await db.execute(sql`
    select p.id, p.site_id as "siteId", p.kind,
      array(select pc.category_id from catalog_product_categories pc where pc.product_id = p.id order by pc.category_id) as "categoryIds"
    from catalog_products p
    where p.product_type = 'physical' and p.kind <> 'giftcard'
    order by p.site_id, p.position`)) as unknown as { rows: ProductRow[] };
  const sites = [...new Set(result.rows.map((row) => row.siteId))];
  for (const siteId of sites) {
    const products = result.rows.filter((row) => row.siteId === siteId);
    const users = SEEDED_POSTERS.map((poster, i) => ({ id: `usr_${siteId}_${i + 1}`, siteId, consumerId: null, screenName: poster.screenName, email: null }));
    await db.insert(ugcUsers).values(users);
    const total = APPROVED_PER_SITE + PENDING_PER_SITE + 1;
    const media = Array.from({ length: total }, (_, i) => {
      const product = products[(i * 7) % products.length]!;
      const second = i % 5 === 0 ? products[(i * 7 + 3) % products.length] : undefined;
      const posterIndex = i % SEEDED_POSTERS.length;
      const setting = settingFor(product.kind, i);
      const captions = CAPTIONS[SEEDED_POSTERS[posterIndex]!.language][setting];
      const status: UgcMediaStatus = i < APPROVED_PER_SITE ? 'approved' : i < APPROVED_PER_SITE + PENDING_PER_SITE ? 'pending' : 'rejected';
      return {
        id: `med_${siteId}_${String(i + 1).padStart(3, '0')}`,
        siteId, userId: users[posterIndex]!.id, caption: captions[i % captions.length]!, status,
        productIds: second && second.id !== product.id ? [product.id, second.id] : [product.id],
        categoryIds: [...new Set([...product.categoryIds, ...(second?.categoryIds ?? [])])],
        tags: [setting],
        width: UGC_PICTURE_SIZE, height: UGC_PICTURE_SIZE,
        // Newest first is the seed order: one photo every 31 hours before the reference date.
        createdAt: new Date(SEED_REFERENCE_DATE.getTime() - i * 31 * 3_600_000).toISOString(),
      };
    });
    await db.insert(ugcMedia).values(media);
    const streams = [
      { id: `${siteId}-westend`, siteId, name: 'West End' },
      { id: `${siteId}-community`, siteId, name: 'Community' },
    ];
    await db.insert(ugcStreams).values(streams);
    // Every photo is in a stream, whatever its status: the lists show the approved ones only.
    await db.insert(ugcStreamMedia).values([
      ...media.filter((_, i) => i % 3 !== 2).slice(0, WESTEND_STREAM_SIZE).map((row) => ({ streamId: streams[0]!.id, mediaId: row.id })),
      ...media.map((row) => ({ streamId: streams[1]!.id, mediaId: row.id })),
      // A pending photo in the West End stream: it must not show before approval.
      { streamId: streams[0]!.id, mediaId: media[APPROVED_PER_SITE]!.id },
    ]);
  }
}
