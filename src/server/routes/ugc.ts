import { Hono, type Context } from 'hono';
import {
  UGC_REPORTS_PER_WINDOW, UGC_UPLOAD_BODY_MAX_BYTES, UGC_UPLOADS_PER_WINDOW,
  ugcCategoryParamsSchema, ugcCreateUserRequestSchema, ugcCustomerParamsSchema, ugcMediaPageSchema, ugcMediaParamsSchema, ugcPageQuerySchema,
  ugcReportRequestSchema, ugcReportResponseSchema, ugcStashRequestSchema, ugcStashSchema, ugcStreamParamsSchema, ugcStreamsResponseSchema,
  ugcTagParamsSchema, ugcUploadRequestSchema, ugcUploadResponseSchema, ugcUserParamsSchema, ugcUserSchema,
} from '../../../schemas/commerce/ugc';
import { requireConsumer } from '../domain/identity/consumers';
import { ensureUgcUser, openStash, requireOwnUgcUser, uploadUgcMedia } from '../domain/ugc/contributions';
import { loadUgcImage } from '../domain/ugc/media-image';
import { listUgcMedia, listUgcStreams, type UgcFilter } from '../domain/ugc/media-lists';
import { reportUgcMedia } from '../domain/ugc/reports';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import type { ApiEnv } from '../http/env';
import { requestRate } from './auth/throttle-guards';
import { refuseAssociate, requireSession } from './consumer/require-session';
import { apiBaseOf, sharedShortCache } from './products/cache';
import { voterOf } from './products/voter';

/**
 * The user-photo service (spec §7), under /ugc/v1, shaped after Olapic's widget API (media by
 * customer, stream, category and tag; streams; report; users, stash and upload). Lists are the
 * same for every viewer (approved photos only) and shared-cached briefly; writes are no-store.
 */
export const ugcRoutes = new Hono<ApiEnv>();
const TAG = 'User photos';
const listErrors = ['CAT404', 'UGS404'] as const;

async function answerList(c: Context<ApiEnv>, filter: UgcFilter, page: { offset: number; limit: number }) {
  const media = await listUgcMedia(c.var.db, { siteId: c.var.siteId, locale: c.var.locale, apiBase: apiBaseOf(c) }, filter, page);
  sharedShortCache(c);
  return c.json(media);
}

defineRoute(ugcRoutes, {
  method: 'get', path: '/ugc/v1/customers/:customerId/media', tag: TAG, summary: 'Every approved photo of the brand (the customer account is the site), newest first',
  params: ugcCustomerParamsSchema, query: ugcPageQuerySchema, responses: { 200: ugcMediaPageSchema }, errors: ['SIT400'],
}, async (c, { params, query }) => {
  if (params.customerId !== c.var.siteId) throw new ApiError('SIT400', 'The customer is the site of the request.', { field: 'customerId' });
  return answerList(c, { by: 'customer' }, query);
});

defineRoute(ugcRoutes, {
  method: 'get', path: '/ugc/v1/streams', tag: TAG, summary: 'The site’s photo streams with their approved photo counts',
  responses: { 200: ugcStreamsResponseSchema },
}, async (c) => {
  sharedShortCache(c);
  return c.json(await listUgcStreams(c.var.db, c.var.siteId));
});

defineRoute(ugcRoutes, {
  method: 'get', path: '/ugc/v1/streams/:streamId/media', tag: TAG,
  summary: 'The approved photos of a stream, newest first (a curated stream, or a product id: the photos tagged with it)',
  params: ugcStreamParamsSchema, query: ugcPageQuerySchema, responses: { 200: ugcMediaPageSchema }, errors: [...listErrors],
}, async (c, { params, query }) => answerList(c, { by: 'stream', streamId: params.streamId }, query));

defineRoute(ugcRoutes, {
  method: 'get', path: '/ugc/v1/categories/:categoryId/media', tag: TAG, summary: 'The approved photos of products of a category, newest first',
  params: ugcCategoryParamsSchema, query: ugcPageQuerySchema, responses: { 200: ugcMediaPageSchema }, errors: [...listErrors],
}, async (c, { params, query }) => answerList(c, { by: 'category', categoryId: params.categoryId }, query));

defineRoute(ugcRoutes, {
  method: 'get', path: '/ugc/v1/tags/:tag/media', tag: TAG, summary: 'The approved photos with a tag (trail, city, beach, …), newest first',
  params: ugcTagParamsSchema, query: ugcPageQuerySchema, responses: { 200: ugcMediaPageSchema },
}, async (c, { params, query }) => answerList(c, { by: 'tag', tag: params.tag }, query));

defineRoute(ugcRoutes, {
  method: 'get', path: '/ugc/v1/users/:userId/media', tag: TAG, summary: 'The approved photos of one user, newest first',
  params: ugcUserParamsSchema, query: ugcPageQuerySchema, responses: { 200: ugcMediaPageSchema },
}, async (c, { params, query }) => answerList(c, { by: 'user', userId: params.userId }, query));

defineRoute(ugcRoutes, {
  method: 'get', path: '/ugc/v1/media/:mediaId/:file{image\\.[a-z]{3,4}}', tag: TAG,
  summary: 'An approved photo: image.svg for a drawn (seeded) one, image.webp for an upload',
  responses: { 200: { contentType: 'image/webp', description: 'The photo' } }, errors: ['UGC404'],
}, async (c) => {
  const mediaId = c.req.param('mediaId')!;
  const type = ({ 'image.svg': 'svg', 'image.webp': 'webp' } as const)[c.req.param('file') as 'image.svg' | 'image.webp'];
  const image = type && /^[A-Za-z0-9_-]{1,80}$/.test(mediaId) ? await loadUgcImage(c.var.db, mediaId, type) : undefined;
  if (!image) throw new ApiError('UGC404');
  // Not immutable: a photo reported into moderation must stop being served soon.
  const headers = { 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' };
  return image.type === 'svg'
    ? c.body(image.body, 200, { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' })
    : c.body(image.body as unknown as ArrayBuffer, 200, { ...headers, 'content-type': 'image/webp' });
});

defineRoute(ugcRoutes, {
  method: 'post', path: '/ugc/v1/media/:mediaId/report', tag: TAG,
  summary: 'Report a photo (once per shopper; at UGC_REPORTS_TO_HIDE reports it goes back to moderation)',
  middleware: [requestRate('ugc-report', UGC_REPORTS_PER_WINDOW, { errorId: 'UGC429' })],
  params: ugcMediaParamsSchema, body: ugcReportRequestSchema, responses: { 200: ugcReportResponseSchema }, errors: ['AUT402', 'UGC404', 'UGC409', 'UGC429'],
}, async (c, { params, body }) => {
  const reporter = await voterOf(c);
  c.header('cache-control', 'no-store');
  return c.json(await reportUgcMedia(c.var.db, c.var.siteId, params.mediaId, reporter, body.reason));
});

const signedIn = { tag: TAG, security: 'session', middleware: [requireSession(), refuseAssociate()] } as const;

defineRoute(ugcRoutes, {
  ...signedIn, method: 'post', path: '/ugc/v1/users', summary: 'The UGC user of the signed-in shopper (made on the first call; the email is the account’s)',
  body: ugcCreateUserRequestSchema, responses: { 200: ugcUserSchema, 201: ugcUserSchema }, errors: ['AUT402', 'AUT403', 'AGT402'],
}, async (c, { body }) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  const { user, created } = await ensureUgcUser(c.var.db, c.var.siteId, consumer, body.screenName);
  c.header('cache-control', 'no-store');
  return c.json(user, created ? 201 : 200);
});

defineRoute(ugcRoutes, {
  ...signedIn, method: 'post', path: '/ugc/v1/stash', summary: 'Open a submission (an upload batch of up to UGC_STASH_MAX_MEDIA photos) for the shopper’s UGC user',
  body: ugcStashRequestSchema, responses: { 201: ugcStashSchema }, errors: ['AUT402', 'AUT403', 'AGT402', 'UGC403', 'PRD404'],
}, async (c, { body }) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  await requireOwnUgcUser(c.var.db, c.var.siteId, consumer.id, body.userId);
  c.header('cache-control', 'no-store');
  return c.json(await openStash(c.var.db, c.var.siteId, c.var.locale, body.userId, body.productId), 201);
});

defineRoute(ugcRoutes, {
  method: 'post', path: '/ugc/v1/users/:userId/media', tag: TAG, security: 'session',
  summary: 'Upload a photo as the shopper’s own UGC user: JPEG, PNG or WebP by its bytes, base64, at most UGC_UPLOAD_MAX_BYTES; kept for moderation (pending) and never shown before approval',
  // Counted before the session and the body are read: a flood of uploads costs a row each, not a decode.
  middleware: [requestRate('ugc-upload', UGC_UPLOADS_PER_WINDOW, { errorId: 'UGC429' }), requireSession(), refuseAssociate()],
  maxBodyBytes: UGC_UPLOAD_BODY_MAX_BYTES,
  params: ugcUserParamsSchema, body: ugcUploadRequestSchema, responses: { 201: ugcUploadResponseSchema },
  errors: ['AUT402', 'AUT403', 'AGT402', 'API413', 'UGC403', 'UGC413', 'UGC415', 'UGC422', 'UGC429', 'PRD404'],
}, async (c, { params, body }) => {
  const consumer = await requireConsumer(c.var.db, c.var.session.consumerId);
  await requireOwnUgcUser(c.var.db, c.var.siteId, consumer.id, params.userId);
  c.header('cache-control', 'no-store');
  return c.json(await uploadUgcMedia(c.var.db, c.var.siteId, c.var.locale, params.userId, body), 201);
});
