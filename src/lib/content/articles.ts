import type { ArticleSearchResponse } from '@schemas/content/articles';
import type { ApiClient } from '../api/client';
import { searchArticles } from '../api/content';
import type { RequestContext } from '../routing/request-context';
import { previewAccess } from './preview-access';

export interface ArticleLoad {
  readonly siteId: string;
  readonly query?: string | undefined;
  readonly tagIds?: readonly string[] | undefined;
  readonly offset?: number;
  readonly limit: number;
}

/**
 * The article search for a block rendered on the server (article grid, related articles), in
 * the page's mode. Undefined when the page has no API client (a block rendered on its own) or
 * the search fails: the block then shows its error state instead of breaking the page.
 */
export async function loadArticles(locals: Partial<App.Locals> | undefined, load: ArticleLoad): Promise<ArticleSearchResponse | undefined> {
  const api: ApiClient | undefined = locals?.api;
  const request: RequestContext | undefined = locals?.request;
  if (!api) return undefined;
  try {
    return await searchArticles(api, {
      siteId: load.siteId,
      query: load.query,
      tagIds: load.tagIds,
      offset: load.offset ?? 0,
      limit: load.limit,
      access: request ? previewAccess(request) : undefined,
    });
  } catch (error) {
    console.error('[content] article search failed:', error);
    return undefined;
  }
}
