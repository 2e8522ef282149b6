/** Pure view logic of the article grid (facets, filters, load more), shared by script and tests. */
export interface GridArticle {
  readonly tags: readonly string[];
}

export interface ArticleGridView {
  /** Indexes (into the articles) of the matching articles that are shown. */
  readonly shown: number[];
  readonly matching: number;
  readonly activeCount: number;
  /** Load more / read more shows when enabled and fewer articles are shown than match. */
  readonly showReadMore: boolean;
}

export function articleGridView(
  articles: readonly GridArticle[],
  active: ReadonlySet<string>,
  visibleCount: number,
  loadMore: boolean,
): ArticleGridView {
  const matches = articles.flatMap((article, index) => (active.size === 0 || article.tags.some((tag) => active.has(tag)) ? [index] : []));
  const limit = loadMore ? visibleCount : matches.length;
  const shown = matches.slice(0, limit);
  return { shown, matching: matches.length, activeCount: active.size, showReadMore: loadMore && shown.length < matches.length };
}

/** Facets shown before "see more", by viewport width (spec §9 FACETS_SHOWN). */
export function facetsShownFor(width: number, shown: { small: number; medium: number; large: number }): number {
  if (width >= 1024) return shown.large;
  if (width >= 640) return shown.medium;
  return shown.small;
}
