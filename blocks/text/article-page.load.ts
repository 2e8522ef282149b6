import { RELATED_ARTICLES_COUNT } from '../../schemas/constants';
import type { ArticleSummary } from '../../schemas/content/blocks/article';
import type { ArticlePageData } from '../../schemas/content/blocks/article-page';
import { loadArticles } from '../../src/lib/content/articles';
import type { PageContext } from '../../src/lib/page/page-context';

/**
 * RELATED_ARTICLES_COUNT related articles: the editor's pick (`related`), else articles sharing
 * a tag first, topped up with the newest others; never the article itself.
 */
export async function loadArticlePage(data: ArticlePageData, ctx: PageContext): Promise<ArticleSummary[]> {
  const related: ArticleSummary[] = data.related.slice(0, RELATED_ARTICLES_COUNT);
  if (related.length > 0) return related;
  const seen = new Set([ctx.currentPath]);
  for (const tagIds of data.tags.length > 0 ? [data.tags.map((tag) => tag.id), []] : [[]]) {
    if (related.length >= RELATED_ARTICLES_COUNT) break;
    const found = await loadArticles(ctx, { tagIds, limit: RELATED_ARTICLES_COUNT * 2 });
    for (const article of found?.result ?? []) {
      if (related.length < RELATED_ARTICLES_COUNT && !seen.has(article.url)) related.push(article);
      seen.add(article.url);
    }
  }
  return related;
}
