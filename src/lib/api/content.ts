import type { Canvas } from '@schemas/content/canvas';
import type { PopupList, ShowcaseList } from '@schemas/content/document';
import type { ArticleSearchResponse } from '@schemas/content/articles';
import type { CanvasMode } from '../../../schemas/content/canvas-addresses';
import type { PreviewAccess } from '../content/preview-access';
import { isNotFound, type ApiClient } from './client';

export { canvasPath, type CanvasMode } from '../../../schemas/content/canvas-addresses';

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
  return api.request(path, { query, answer: 'canvas' });
}

/** Like getCanvas, but null when there is no document (404) or the path is excluded (204, no body). */
export async function findCanvas(api: ApiClient, options: CanvasRequest): Promise<Canvas | null> {
  const { path, query } = address(options);
  try {
    return (await api.request(path, { query, answer: 'optionalCanvas' })) ?? null;
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
    answer: 'showcaseList',
  });
}

/**
 * GET /{mode}/caas/v1/articles/{siteId}: the article search (spec §7). Published articles, or
 * drafts too with a preview token. `tagIds` narrow to articles with any of those tags.
 */
export function searchArticles(
  api: ApiClient,
  options: { siteId: string; query?: string | undefined; tagIds?: readonly string[] | undefined; offset: number; limit: number; access?: PreviewAccess | undefined },
): Promise<ArticleSearchResponse> {
  const mode = options.access ? 'preview' : 'publish';
  const preview = options.access ? { cms: options.access.token, previewDateTime: options.access.previewDateTime } : {};
  return api.request(`/${mode}/caas/v1/articles/${encodeURIComponent(options.siteId)}`, {
    query: { ...preview, query: options.query, offset: options.offset, limit: options.limit, tagId: options.tagIds?.length ? options.tagIds.join(',') : undefined },
    answer: 'articleSearchResponse',
  });
}

/** GET popups/{siteId}: every live pop-up document of the site (drafts too in preview), by key. */
export function getPopups(api: ApiClient, options: { siteId: string; access?: PreviewAccess | undefined }): Promise<PopupList> {
  const { path, query } = address({ mode: 'preview', path: `popups/${encodeURIComponent(options.siteId)}`, access: options.access });
  return api.request(path, { query, answer: 'popupList' });
}
