import type { ArticleSearchResponse } from '@schemas/content/articles';
import { searchArticles } from '../api/content';
import type { PageContext } from '../page/page-context';

export interface ArticleLoad {
  readonly query?: string | undefined;
  readonly tagIds?: readonly string[] | undefined;
  readonly offset?: number;
  readonly limit: number;
}

/**
 * The article search for a block load (article grid, related articles), in the page's mode.
 * Undefined when the context has no API client (a block rendered on its own) or the search
 * fails: the block then shows its error state instead of breaking the page.
 */
export async function loadArticles(ctx: Pick<PageContext, 'api' | 'siteId' | 'previewAccess'>, load: ArticleLoad): Promise<ArticleSearchResponse | undefined> {
  if (!ctx.api) return undefined;
  try {
    return await searchArticles(ctx.api, {
      siteId: ctx.siteId,
      query: load.query,
      tagIds: load.tagIds,
      offset: load.offset ?? 0,
      limit: load.limit,
      access: ctx.previewAccess,
    });
  } catch (error) {
    console.error('[content] article search failed:', error);
    return undefined;
  }
}
