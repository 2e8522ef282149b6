import { Hono } from 'hono';
import { z } from 'zod';
import { childPagesSchema, DOC_TYPE, DOCUMENT_KEY, popupListSchema, showcaseListSchema, showcaseQuerySchema } from '@schemas/content/document';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { defineRoute } from '../../http/define-route';
import { listChildPages, listPopups, listShowcase } from '../../domain/content/document-lists';
import { searchArticles } from '../../domain/content/article-search';
import { articleSearchQuerySchema, articleSearchResponseSchema } from '@schemas/content/articles';
import { serveContent } from './serve';

const PREFIX = '/:mode/caas/v1/canvas';

/** Lists below /caas/v1/canvas (pop-ups, child pages, the editor showcase) and the article search. */
export const listRoutes = new Hono<ApiEnv>();

const TAG = 'Content';
const MODE = 'publish (cached, what shoppers see) or preview (drafts; needs a preview token: the cms query parameter or the x-editor-token header)';

defineRoute(listRoutes, {
  method: 'get', path: `${PREFIX}/popups/:siteId`, tag: TAG, summary: 'Every live pop-up document of the site', description: MODE,
  responses: { 200: popupListSchema }, errors: ['CNT401', 'CNT403', 'CNT404'],
}, (c) => {
  const siteId = c.req.param('siteId')!;
  return serveContent(c, siteId, `popups/${siteId}`, async (moment) => {
    const items = await listPopups(c.var.db, { siteId, locale: c.var.locale }, moment);
    return { json: { total: items.length, items } };
  });
});

defineRoute(listRoutes, {
  method: 'get', path: `${PREFIX}/children/:siteId/:parent{.+}`, tag: TAG, summary: 'The generic pages directly below a path', description: MODE,
  responses: { 200: childPagesSchema }, errors: ['CNT401', 'CNT403', 'CNT404'],
}, (c) => {
  const siteId = c.req.param('siteId')!;
  const parent = c.req.param('parent')!.replace(/\/+$/, '');
  return serveContent(c, siteId, `children/${siteId}/${parent}`, async (moment) => {
    if (!DOCUMENT_KEY.test(parent)) throw new ApiError('CNT404');
    const items = await listChildPages(c.var.db, { siteId, locale: c.var.locale, parent }, moment);
    return { json: { parent, total: items.length, items } };
  });
});

defineRoute(listRoutes, {
  method: 'get', path: `${PREFIX}/showcase/:siteId/:docType`, tag: TAG, summary: 'The editor showcase: one page of documents of a doc type', description: MODE,
  query: showcaseQuerySchema, responses: { 200: showcaseListSchema }, errors: ['CNT401', 'CNT403', 'CNT404'],
}, (c, { query }) => {
  const siteId = c.req.param('siteId')!;
  const docType = c.req.param('docType')!;
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
defineRoute(listRoutes, {
  method: 'get', path: '/:mode/caas/v1/articles/:siteId', tag: TAG, summary: 'Article search: words, tags, paging, with tag facets', description: MODE,
  query: articleSearchQuerySchema.extend({ tagId: z.string().optional() }), responses: { 200: articleSearchResponseSchema }, errors: ['CNT401', 'CNT403', 'CNT404'],
}, (c, { query }) => {
  const siteId = c.req.param('siteId')!;
  const tagIds = (c.req.queries('tagId') ?? []).join(',');
  const parsed = articleSearchQuerySchema.shape.tagId.safeParse(tagIds || undefined);
  if (!parsed.success) throw new ApiError('API400', `tagId: ${parsed.error.issues[0]?.message}`, { field: 'tagId' });
  return serveContent(c, siteId, `articles/${siteId}`, async (moment) => {
    const { response, changesAt } = await searchArticles(c.var.db, { siteId, locale: c.var.locale }, { ...query, tagId: parsed.data }, moment);
    return { json: response, changesAt };
  });
});
