import type { ArticleSearchResponse } from '../../schemas/content/articles';
import type { ArticleGridData } from '../../schemas/content/blocks/article-grid';
import { loadArticles } from '../../src/lib/content/articles';
import type { PageContext } from '../../src/lib/page/page-context';

/** The grid's first page of articles, rendered on the server; undefined when it could not be read (the grid says so). */
export function loadArticleGrid(data: ArticleGridData, ctx: PageContext): Promise<ArticleSearchResponse | undefined> {
  return loadArticles(ctx, { query: data.query, limit: data.rows * data.columns });
}
