import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { UGC_STASH_MAX_MEDIA, UGC_UPLOAD_MAX_BYTES, type UgcStash } from '../../../../schemas/commerce/ugc';
import { LOCALES, type LocaleCode, type SiteId } from '../../../shared/i18n/sites';
import type { Database } from '../../db/client';
import { ugcMedia, ugcStashes, ugcUsers } from '../../db/schema/ugc';
import { ApiError } from '../../http/api-error';
import type { ConsumerRow } from '../identity/consumers';
import { uniqueViolationOn } from '../identity/consumers';
import { searchSnapshot } from '../catalog/search/snapshot';

/** The longest side an uploaded photo is kept at (re-encoded as WebP, metadata stripped). */
export const UGC_STORED_MAX_SIDE = 1600;

const newId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;

/**
 * POST /ugc/v1/users: the UGC user of the signed-in shopper on this site, made on the first call
 * (screen name given, email from the account); later calls answer the same user (the screen name
 * given last is kept). Idempotent under concurrency: the (site, consumer) unique index decides.
 */
export async function ensureUgcUser(db: Database, siteId: SiteId, consumer: ConsumerRow, screenName: string) {
  const existing = async () => (await db.select().from(ugcUsers).where(and(eq(ugcUsers.siteId, siteId), eq(ugcUsers.consumerId, consumer.id))))[0];
  const found = await existing();
  if (found) {
    if (found.screenName !== screenName) await db.update(ugcUsers).set({ screenName }).where(eq(ugcUsers.id, found.id));
    return { user: { id: found.id, screenName }, created: false };
  }
  try {
    const id = newId('usr');
    await db.insert(ugcUsers).values({ id, siteId, consumerId: consumer.id, screenName, email: consumer.email });
    return { user: { id, screenName }, created: true };
  } catch (error) {
    if (!uniqueViolationOn(error)) throw error;
    const raced = await existing();
    if (!raced) throw error;
    return { user: { id: raced.id, screenName: raced.screenName }, created: false };
  }
}

/** The UGC user `userId` when it is the signed-in shopper's own on this site; anyone else's (or none): UGC403. */
export async function requireOwnUgcUser(db: Database, siteId: SiteId, consumerId: string, userId: string) {
  const [user] = await db.select().from(ugcUsers).where(and(eq(ugcUsers.id, userId), eq(ugcUsers.siteId, siteId)));
  if (!user || user.consumerId !== consumerId) throw new ApiError('UGC403', undefined, { field: 'userId' });
  return user;
}

async function requireSiteProduct(db: Database, siteId: SiteId, locale: LocaleCode, productId: string): Promise<void> {
  const snapshot = await searchSnapshot(db, siteId, LOCALES[locale].currency);
  if (!snapshot.byId.has(productId)) throw new ApiError('PRD404', undefined, { field: 'productId' });
}

/** POST /ugc/v1/stash: opens one submission of the user (an upload batch); its product is tagged on its photos. */
export async function openStash(db: Database, siteId: SiteId, locale: LocaleCode, userId: string, productId: string | undefined): Promise<UgcStash> {
  if (productId) await requireSiteProduct(db, siteId, locale, productId);
  const id = newId('stash');
  await db.insert(ugcStashes).values({ id, siteId, userId, productId: productId ?? null });
  return { id, userId, productId: productId ?? null, maxMedia: UGC_STASH_MAX_MEDIA };
}

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The photo's type read from its first bytes (never from a name or a declared type), or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

/** Decodes the base64 body field: too many bytes is UGC413, a type other than JPEG/PNG/WebP UGC415. */
export function decodeUpload(base64: string): Uint8Array {
  // 4 characters carry 3 bytes: judged before decoding anything.
  if (Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) > UGC_UPLOAD_MAX_BYTES) {
    throw new ApiError('UGC413', undefined, { field: 'image' });
  }
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (!sniffImageType(bytes)) throw new ApiError('UGC415', undefined, { field: 'image' });
  return bytes;
}

/** The photo turned upright, at most UGC_STORED_MAX_SIDE, as WebP without its metadata (no location or camera data kept). A file that does not decode: UGC415. */
async function normalisePhoto(bytes: Uint8Array) {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: UGC_STORED_MAX_SIDE, height: UGC_STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { image: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    throw new ApiError('UGC415', 'The photo could not be read. Please choose another JPEG, PNG or WebP image.', { field: 'image' });
  }
}

export interface UploadInput {
  readonly image: string;
  readonly caption: string;
  readonly productId?: string | undefined;
  readonly stashId?: string | undefined;
}

/**
 * POST /ugc/v1/users/{userId}/media: one photo of the user (the caller checked it is the
 * shopper's own), stored for moderation (status pending: never listed or served before a
 * moderator approves it). A stash must be the user's own (UGC403) and not full (UGC422); its
 * product is tagged when the photo names none.
 */
export async function uploadUgcMedia(db: Database, siteId: SiteId, locale: LocaleCode, userId: string, input: UploadInput) {
  const bytes = decodeUpload(input.image);
  let productId = input.productId;
  if (input.stashId) {
    const [stash] = await db.select().from(ugcStashes).where(and(eq(ugcStashes.id, input.stashId), eq(ugcStashes.userId, userId)));
    if (!stash) throw new ApiError('UGC403', 'This submission is not yours.', { field: 'stashId' });
    const [held] = await db.select({ value: count() }).from(ugcMedia).where(eq(ugcMedia.stashId, stash.id));
    if ((held?.value ?? 0) >= UGC_STASH_MAX_MEDIA) throw new ApiError('UGC422', undefined, { field: 'stashId' });
    productId ??= stash.productId ?? undefined;
  }
  const snapshot = await searchSnapshot(db, siteId, LOCALES[locale].currency);
  const product = productId ? snapshot.byId.get(productId) : undefined;
  if (productId && !product) throw new ApiError('PRD404', undefined, { field: 'productId' });
  const photo = await normalisePhoto(bytes);
  const id = newId('med');
  await db.insert(ugcMedia).values({
    id, siteId, userId, stashId: input.stashId ?? null, caption: input.caption, status: 'pending',
    productIds: product ? [product.id] : [], categoryIds: product ? product.categoryIds : [], tags: [],
    image: photo.image, width: photo.width, height: photo.height,
  });
  return { id, status: 'pending' as const, stashId: input.stashId ?? null };
}
