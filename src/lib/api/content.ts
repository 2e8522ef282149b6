import { z } from 'zod';
import { canvasSchema, type Canvas } from '@schemas/content/canvas';
import { showcaseListSchema, type ShowcaseList } from '@schemas/content/document';
import type { CanvasMode } from '../content/canvas-addresses';
import type { PreviewAccess } from '../content/preview-access';
import { isNotFound, type ApiClient } from './client';

export { canvasPath, type CanvasMode } from '../content/canvas-addresses';

export interface CanvasRequest {
  readonly mode: CanvasMode;
  readonly path: string;
  /** Preview needs the editor's token; without it the published canvas is asked for. */
  readonly access?: PreviewAccess | undefined;
}

function address(options: CanvasRequest): { path: string; query: Record<string, string | undefined> } {
  const mode = options.mode === 'preview' && options.access ? 'preview' : 'publish';
  const query = mode === 'preview' ? { cms: options.access?.token, previewDateTime: options.access?.previewDateTime } : {};
  return { path: `/${mode}/caas/v1/canvas/${options.path.replace(/^\/+/, '')}`, query };
}

/**
 * GET /{mode}/caas/v1/canvas/{path}: one canvas document, validated against the envelope
 * contract (blocks are validated later by resolveCanvas). Throws ApiRequestError (404 CNT404)
 * when no document exists; pages usually turn that into their fallback or the error canvas.
 */
export function getCanvas(api: ApiClient, options: CanvasRequest): Promise<Canvas> {
  const { path, query } = address(options);
  return api.request(path, { query, schema: canvasSchema });
}

/** Like getCanvas, but null when there is no document (404) or the path is excluded (204, no body). */
export async function findCanvas(api: ApiClient, options: CanvasRequest): Promise<Canvas | null> {
  const { path, query } = address(options);
  try {
    return (await api.request(path, { query, schema: canvasSchema.optional() })) ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** GET showcase/{siteId}/{docType}: documents of a type for the editor preview page. */
export function getShowcase(
  api: ApiClient,
  options: { siteId: string; docType: string; layoutVariant?: string | undefined; limit: number; offset: number; access?: PreviewAccess | undefined },
): Promise<ShowcaseList> {
  const { path, query } = address({ mode: 'preview', path: `showcase/${options.siteId}/${encodeURIComponent(options.docType)}`, access: options.access });
  return api.request(path, {
    query: { ...query, layoutVariant: options.layoutVariant, limit: options.limit, offset: options.offset },
    schema: showcaseListSchema,
  });
}

export const childPagesSchema = z.object({
  parent: z.string(),
  total: z.number(),
  items: z.array(z.object({ id: z.string(), path: z.string(), name: z.string(), title: z.string().optional(), description: z.string().optional(), updatedAt: z.string() })),
});
