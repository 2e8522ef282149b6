import { Hono } from 'hono';
import { contentDocumentInputSchema, previewTokenQuerySchema, previewTokenResponseSchema, storedDocumentSchema } from '@schemas/content/document';
import { isLocaleCode, isSiteId, SITES } from '../../../shared/i18n/sites';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { errorBody } from '../../http/error-handler';
import { defineRoute } from '../../http/define-route';
import { canvasProblems, describeProblem, documentProblems } from '../../domain/content/canvas-validation';
import { contentSecret } from '../../domain/content/content-secret';
import { mintContentToken } from '../../domain/content/content-tokens';
import { contentChanged } from '../../domain/content/content-events';
import { publishClockFor } from '../../domain/content/publish-clock';
import { storeDocument } from '../../domain/content/document-store';
import { requireContentToken } from './access';

/** The editor write API: PUT /content/v1/documents and GET /content/v1/preview-token. */
export const editorRoutes = new Hono<ApiEnv>();

defineRoute(editorRoutes, {
  method: 'put', path: '/content/v1/documents', tag: 'Content', security: 'editor',
  summary: 'Write a document: save a draft, publish now or at a time, exclude a path',
  description: 'Every block is checked against the block catalogue first; a bad document is refused with one CNT400 error per problem, naming the block and the field path.',
  body: contentDocumentInputSchema, responses: { 200: storedDocumentSchema }, errors: ['CNT400', 'CNT401', 'CNT403'],
}, async (c, { body: input }) => {
  if (!isSiteId(input.siteId)) throw new ApiError('API400', `Site '${input.siteId}' is not known.`, { field: 'siteId' });
  await requireContentToken(c, 'editor', input.siteId);
  if (!isLocaleCode(input.locale) || !(SITES[input.siteId].locales as readonly string[]).includes(input.locale)) {
    throw new ApiError('API400', `Locale '${input.locale}' is not a locale of site '${input.siteId}'.`, { field: 'locale' });
  }
  const problems = [...canvasProblems(input.canvas, `${input.docType}/${input.siteId}/${input.key}`), ...documentProblems(input.docType, input.canvas)];
  if (problems.length > 0) {
    const correlation = errorBody(c, 'CNT400', '', 400);
    c.header('cache-control', 'no-store');
    return c.json(
      {
        ...correlation,
        errorDetails: problems.map((problem) => ({
          errorId: 'CNT400',
          message: describeProblem(problem),
          field: ['canvas', 'blocks', `${problem.location}${problem.blockId}`, ...(problem.path ? [problem.path] : [])].join('.'),
          blockId: problem.blockId,
          type: problem.type,
          path: problem.path,
        })),
      },
      400,
    );
  }
  const stored = await storeDocument(c.var.db, input);
  await contentChanged(c.var.db, input.siteId);
  // A version scheduled for later is announced when it goes live.
  await publishClockFor(c.var.db).arm();
  c.header('cache-control', 'no-store');
  return c.json(stored, 200);
});

defineRoute(editorRoutes, {
  method: 'get', path: '/content/v1/preview-token', tag: 'Content', security: 'editor',
  summary: 'A preview token for one site (one hour)', query: previewTokenQuerySchema, responses: { 200: previewTokenResponseSchema }, errors: ['CNT401', 'CNT403'],
}, async (c, { query }) => {
  const { siteId } = query;
  if (!isSiteId(siteId)) throw new ApiError('API400', `Site '${siteId}' is not known.`, { field: 'siteId' });
  await requireContentToken(c, 'editor', siteId);
  c.header('cache-control', 'no-store');
  return c.json({ siteId, ...mintContentToken('preview', siteId, await contentSecret()) });
});
