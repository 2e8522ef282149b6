import { Hono } from 'hono';
import { z } from 'zod';
import { DOC_TYPE, DOCUMENT_KEY } from '@schemas/content/document';
import { PREVIEW_DEFAULT_LIMIT, PREVIEW_LIMITS } from '../../../../schemas/constants';
import { SHOWCASE_MAX_OFFSET } from '../../../shared/content/showcase-form';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { readQuery } from '../../http/validate';
import { listChildPages, listPopups, listShowcase } from '../../content/document-lists';
import { searchArticles } from '../../content/article-search';
import { articleSearchQuerySchema } from '@schemas/content/articles';
import { serveContent } from './serve';

const PREFIX = '/:mode/caas/v1/canvas';

const showcaseQuerySchema = z.object({
  layoutVariant: z.string().max(60).optional(),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (PREVIEW_LIMITS as readonly number[]).includes(value), `limit must be one of ${PREVIEW_LIMITS.join(', ')}`)
    .default(PREVIEW_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(SHOWCASE_MAX_OFFSET).default(0),
});

/** Lists below /caas/v1/canvas (pop-ups, child pages, the editor showcase) and the article search. */
export const listRoutes = new Hono<ApiEnv>();

listRoutes.get(`${PREFIX}/popups/:siteId`, (c) => {
  const siteId = c.req.param('siteId');
  return serveContent(c, siteId, `popups/${siteId}`, async (moment) => {
    const items = await listPopups(c.var.db, { siteId, locale: c.var.locale }, moment);
    return { json: { total: items.length, items } };
  });
});

listRoutes.get(`${PREFIX}/children/:siteId/:parent{.+}`, (c) => {
  const { siteId } = c.req.param();
  const parent = c.req.param('parent').replace(/\/+$/, '');
  return serveContent(c, siteId, `children/${siteId}/${parent}`, async (moment) => {
    if (!DOCUMENT_KEY.test(parent)) throw new ApiError('CNT404');
    const items = await listChildPages(c.var.db, { siteId, locale: c.var.locale, parent }, moment);
    return { json: { parent, total: items.length, items } };
  });
});

listRoutes.get(`${PREFIX}/showcase/:siteId/:docType`, (c) => {
  const { siteId, docType } = c.req.param();
  const query = readQuery(c, showcaseQuerySchema);
  return serveContent(c, siteId, `showcase/${siteId}/${docType}`, async (moment) => {
    if (!DOC_TYPE.test(docType)) throw new ApiError('API400', `Doc type '${docType}' is not valid.`, { field: 'docType' });
    const where = { siteId, locale: c.var.locale, docType, layoutVariant: query.layoutVariant, limit: query.limit, offset: query.offset };
    return { json: await listShowcase(c.var.db, where, moment) };
  });
});

/**
 * Article search (spec §7): GET /{mode}/caas/v1/articles/{siteId}?query=&offset=&limit=&tagId=
 * → { total, offset, limit, result, facets }. tagId may repeat or hold a comma-separated list.
 */
listRoutes.get('/:mode/caas/v1/articles/:siteId', (c) => {
  const siteId = c.req.param('siteId');
  const query = readQuery(c, articleSearchQuerySchema.extend({ tagId: z.string().optional() }));
  const tagIds = (c.req.queries('tagId') ?? []).join(',');
  const parsed = articleSearchQuerySchema.shape.tagId.safeParse(tagIds || undefined);
  if (!parsed.success) throw new ApiError('API400', `tagId: ${parsed.error.issues[0]?.message}`, { field: 'tagId' });
  return serveContent(c, siteId, `articles/${siteId}`, async (moment) => {
    const { response, changesAt } = await searchArticles(c.var.db, { siteId, locale: c.var.locale }, { ...query, tagId: parsed.data }, moment);
    return { json: response, changesAt };
  });
});
