import { z } from 'zod';
import { priceSchema } from './price';

/**
 * The user-photo service (spec §7: media by category, customer, stream and tag; stream listing;
 * report, stash, upload, users), shaped after a visual-UGC service (Olapic's widget API): a
 * *customer* is the brand account (here a site), a *stream* a set of photos (curated, or one per
 * product), a *user* the person who posts, a *stash* one submission's upload batch.
 */

export * from './ugc-limits';
import { UGC_CAPTION_MAX, UGC_PAGE_MAX, UGC_REPORT_REASONS, UGC_SCREEN_NAME_MAX } from './ugc-limits';

const id = z.string().trim().min(1).max(80).regex(/^[A-Za-z0-9_-]+$/, 'Not an id.');

/** Paging of every media list: newest first. */
export const ugcPageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(UGC_PAGE_MAX).default(20),
});

export const ugcStreamParamsSchema = z.object({ streamId: id });
export const ugcCategoryParamsSchema = z.object({ categoryId: id });
export const ugcCustomerParamsSchema = z.object({ customerId: id });
export const ugcTagParamsSchema = z.object({ tag: z.string().trim().min(1).max(40).regex(/^[a-z0-9-]+$/, 'Not a tag.') });
export const ugcMediaParamsSchema = z.object({ mediaId: id });
export const ugcUserParamsSchema = z.object({ userId: id });

/** A product tagged on a photo, as the dialog links it. */
export const ugcProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  image: z.string(),
  price: priceSchema.nullable(),
});

export const ugcUserSchema = z.object({
  id: z.string(),
  screenName: z.string(),
});

export const ugcMediaSchema = z.object({
  id: z.string(),
  caption: z.string(),
  /** ISO date-time the photo was posted. */
  createdAt: z.string(),
  user: ugcUserSchema,
  /** The photo itself (the API's URL; the storefront resizes it through its image endpoint). */
  images: z.object({ original: z.string(), width: z.number().int(), height: z.number().int() }),
  products: z.array(ugcProductSchema),
  categoryIds: z.array(z.string()),
  tags: z.array(z.string()),
});

export const ugcMediaPageSchema = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  media: z.array(ugcMediaSchema),
});

export const ugcStreamSchema = z.object({
  id: z.string(),
  name: z.string(),
  mediaCount: z.number().int(),
});
export const ugcStreamsResponseSchema = z.object({ streams: z.array(ugcStreamSchema) });

export const ugcReportRequestSchema = z.object({ reason: z.enum(UGC_REPORT_REASONS) });
export const ugcReportResponseSchema = z.object({ mediaId: z.string(), reported: z.literal(true) });

/** POST /ugc/v1/users: the UGC user of the signed-in shopper (email from the account). */
export const ugcCreateUserRequestSchema = z.object({
  screenName: z.string().trim().min(2).max(UGC_SCREEN_NAME_MAX),
});

/** POST /ugc/v1/stash: opens one submission (an upload batch) of the user; its product is tagged on its photos. */
export const ugcStashRequestSchema = z.object({
  userId: id,
  productId: z.string().trim().regex(/^[A-Z0-9]{8,11}$/, 'Not a product id.').optional(),
});
export const ugcStashSchema = z.object({
  id: z.string(),
  userId: z.string(),
  productId: z.string().nullable(),
  maxMedia: z.number().int(),
});

/** POST /ugc/v1/users/{userId}/media: one photo, base64 in JSON (JPEG, PNG or WebP by its bytes). */
export const ugcUploadRequestSchema = z.object({
  image: z.string().min(1).regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Not base64.'),
  caption: z.string().trim().max(UGC_CAPTION_MAX).default(''),
  productId: z.string().trim().regex(/^[A-Z0-9]{8,11}$/, 'Not a product id.').optional(),
  stashId: id.optional(),
});
export const ugcUploadResponseSchema = z.object({
  id: z.string(),
  status: z.literal('pending'),
  stashId: z.string().nullable(),
});

export type UgcMedia = z.infer<typeof ugcMediaSchema>;
export type UgcMediaPage = z.infer<typeof ugcMediaPageSchema>;
export type UgcProduct = z.infer<typeof ugcProductSchema>;
export type UgcStash = z.infer<typeof ugcStashSchema>;
