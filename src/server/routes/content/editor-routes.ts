import { Hono } from 'hono';
import { z } from 'zod';
import { contentDocumentInputSchema } from '@schemas/content/document';
import { isLocaleCode, isSiteId, SITES } from '../../../shared/i18n/sites';
import { ApiError } from '../../http/api-error';
import type { ApiEnv } from '../../http/env';
import { errorBody } from '../../http/error-handler';
import { readBody, readQuery } from '../../http/validate';
import { canvasProblems, describeProblem, documentProblems } from '../../content/canvas-validation';
import { contentSecret } from '../../content/content-secret';
import { mintContentToken } from '../../content/content-tokens';
import { contentChanged } from '../../content/content-events';
import { publishClockFor } from '../../content/publish-clock';
import { storeDocument } from '../../content/document-store';
import { requireContentToken } from './access';

/** The editor write API: PUT /content/v1/documents and GET /content/v1/preview-token. */
export const editorRoutes = new Hono<ApiEnv>();

editorRoutes.put('/content/v1/documents', async (c) => {
  const input = await readBody(c, contentDocumentInputSchema);
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
          field: ['canvas', 'blocks', problem.blockId, ...(problem.path ? [problem.path] : [])].join('.'),
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

editorRoutes.get('/content/v1/preview-token', async (c) => {
  const { siteId } = readQuery(c, z.object({ siteId: z.string().min(1) }));
  if (!isSiteId(siteId)) throw new ApiError('API400', `Site '${siteId}' is not known.`, { field: 'siteId' });
  await requireContentToken(c, 'editor', siteId);
  c.header('cache-control', 'no-store');
  return c.json({ siteId, ...mintContentToken('preview', siteId, await contentSecret()) });
});
