import { z } from 'zod';
import { PREVIEW_DEFAULT_LIMIT, PREVIEW_LIMITS } from '../constants';
import { canvasSchema } from './canvas';
import { blockNodeSchema } from './canvas';

/** Document keys: a slug, or a page path made of slugs separated by '/'. */
export const DOCUMENT_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}(?:\/[A-Za-z0-9][A-Za-z0-9_-]{0,99}){0,7}$/;
export const DOC_TYPE = /^[a-z][a-z0-9-]{0,39}$/;

/** A canvas body as an editor writes it (the envelope's id, siteId, locale, docType come from the document). */
export const canvasBodySchema = z.object({
  name: z.string().min(1).max(200),
  title: z.string().max(300).optional(),
  description: z.string().max(500).optional(),
  layoutVariant: z.string().max(60).optional(),
  blocks: z.array(blockNodeSchema).max(200),
});
export type CanvasBodyInput = z.infer<typeof canvasBodySchema>;

/** PUT /content/v1/documents: store a draft, or publish (now or at publishAt). */
export const contentDocumentInputSchema = z.object({
  siteId: z.string().min(1),
  locale: z.string().min(2),
  docType: z.string().regex(DOC_TYPE, 'lower-case letters, digits and hyphens'),
  key: z.string().regex(DOCUMENT_KEY, 'slugs separated by /'),
  canvas: canvasBodySchema,
  /** false: saved as the draft only; true: published (and the draft cleared). */
  publish: z.boolean(),
  /** ISO date-time: the published version goes live then (future dates only make sense with publish). */
  publishAt: z.iso.datetime({ offset: true }).optional(),
  /** Excluded documents answer 204 with nothing. */
  excluded: z.boolean().optional(),
});
export type ContentDocumentInput = z.infer<typeof contentDocumentInputSchema>;

/** What the write answers. */
export const storedDocumentSchema = z.object({
  id: z.string(),
  hasDraft: z.boolean(),
  published: z.boolean(),
  publishAt: z.string().nullable(),
  updatedAt: z.string(),
  referrers: z.array(z.string()),
});
export type StoredDocument = z.infer<typeof storedDocumentSchema>;

/** GET showcase/{siteId}/{docType}: one page of documents for the editor preview page. */
export const showcaseItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  referrersCount: z.number().int().min(0),
  updatedAt: z.string(),
});
export const showcaseListSchema = z.object({ total: z.number().int().min(0), items: z.array(showcaseItemSchema) });
export type ShowcaseList = z.infer<typeof showcaseListSchema>;

/** Query of the showcase list: page size one of the §9 preview limits, offset below a bound. */
export const SHOWCASE_MAX_OFFSET = 100_000;
export const showcaseQuerySchema = z.object({
  layoutVariant: z.string().max(60).optional(),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (PREVIEW_LIMITS as readonly number[]).includes(value), `limit must be one of ${PREVIEW_LIMITS.join(', ')}`)
    .default(PREVIEW_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(SHOWCASE_MAX_OFFSET).default(0),
});

/** GET children/{siteId}/{parent}: the generic pages directly below a path. */
export const childPagesSchema = z.object({
  parent: z.string(),
  total: z.number(),
  items: z.array(z.object({ id: z.string(), path: z.string(), name: z.string(), title: z.string().optional(), description: z.string().optional(), updatedAt: z.string() })),
});
export type ChildPages = z.infer<typeof childPagesSchema>;

/** GET popups/{siteId}: every live pop-up document of the site, by key. */
export const popupListSchema = z.object({ total: z.number().int().min(0), items: z.array(canvasSchema) });
export type PopupList = z.infer<typeof popupListSchema>;

/** GET /content/v1/preview-token: a preview token for one site. */
export const previewTokenQuerySchema = z.object({ siteId: z.string().min(1) });
export const previewTokenResponseSchema = z.object({ siteId: z.string(), token: z.string(), expiresAt: z.string() });
