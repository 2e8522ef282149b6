import type { ArticleSearchResponse } from '../../schemas/content/articles';
import { ApiClient } from '../../src/lib/api/client';
import { searchArticles } from '../../src/lib/api/content';

export interface ArticleGridTarget {
  readonly apiBase: string;
  readonly siteId: string;
  readonly locale: string;
  readonly cms?: string | undefined;
  readonly previewDateTime?: string | undefined;
}

/**
 * The article search from the browser, through the typed API client. Loaded by the article grid
 * on the first filter or load more, so a page with a grid ships no client code until then.
 */
export function fetchArticles(
  target: ArticleGridTarget,
  request: { query?: string | undefined; tagIds: readonly string[]; offset: number; limit: number },
  signal: AbortSignal,
): Promise<ArticleSearchResponse> {
  const api = new ApiClient({
    baseUrl: `${window.location.origin}${target.apiBase}`,
    fetch: (input) => fetch(input, { signal }),
    locale: target.locale,
    siteId: target.siteId,
  });
  const access = target.cms ? { token: target.cms, previewDateTime: target.previewDateTime } : undefined;
  return searchArticles(api, { siteId: target.siteId, ...request, access });
}
