import { and, eq } from 'drizzle-orm';
import type { ArticleFacet, ArticleSearchQuery, ArticleSearchResponse, ArticleSearchResult } from '@schemas/content/articles';
import { articlePageSchema } from '@schemas/content/blocks/article-page';
import type { Database } from '../../db/client';
import { contentDocuments } from '../../db/schema/content';
import { articlePath } from '../../../shared/routing/routes';
import { isLocaleCode } from '../../../shared/i18n/sites';
import { bodyFor, nextChange, type ServeMoment } from './document-versions';

/** Documents of this type are articles: a canvas whose first `article-page` block describes it. */
export const ARTICLE_DOC_TYPE = 'article';
export const ARTICLE_BLOCK_TYPE = 'article-page';

interface ArticleEntry extends ArticleSearchResult {
  /** Lower-cased, accent-free title, description and tag labels, for the text query. */
  readonly text: string;
}

const fold = (value: string) => value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The search entry of an article document body; undefined when it has no valid article-page block. */
export function articleEntry(key: string, locale: string, body: unknown): ArticleEntry | undefined {
  const canvas = body as { title?: unknown; description?: unknown; blocks?: unknown };
  if (!Array.isArray(canvas.blocks)) return undefined;
  const block = (canvas.blocks as Array<{ type?: unknown; data?: unknown }>).find((node) => node?.type === ARTICLE_BLOCK_TYPE);
  const parsed = articlePageSchema.safeParse(block?.data);
  if (!parsed.success || !isLocaleCode(locale)) return undefined;
  const article = parsed.data;
  const description = typeof canvas.description === 'string' ? canvas.description : '';
  return {
    key,
    title: article.title,
    url: articlePath(locale, key),
    picture: article.picture,
    tags: article.tags,
    ...(article.publishedAt ? { publishedAt: article.publishedAt } : {}),
    text: fold([article.title, description, ...article.tags.map((tag) => tag.label)].join(' ')),
  };
}

/**
 * Article search (spec §7): the site's article documents served at a moment (published, or
 * drafts in preview), newest first. `query` matches every word in title, description or tag
 * labels; `tagId`s narrow to articles with any of those tags. Facets count the tags of the
 * articles matching the query, so a shopper can add a second tag to the first.
 *
 * Articles are read whole and filtered in memory: a site has tens to a few hundred of them and
 * the published answer is cached (serve.ts) until the next publish.
 */
export async function searchArticles(
  db: Database,
  where: { siteId: string; locale: string },
  query: ArticleSearchQuery,
  moment: ServeMoment,
): Promise<{ response: ArticleSearchResponse; changesAt: Date | undefined }> {
  const rows = await db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.siteId, where.siteId), eq(contentDocuments.locale, where.locale), eq(contentDocuments.docType, ARTICLE_DOC_TYPE)));
  let changesAt: Date | undefined;
  const articles: ArticleEntry[] = [];
  for (const row of rows) {
    const change = nextChange(row, moment.at);
    if (change && (!changesAt || change < changesAt)) changesAt = change;
    if (row.excluded) continue;
    const body = bodyFor(row, moment);
    const entry = body && typeof body === 'object' ? articleEntry(row.key, row.locale, body) : undefined;
    if (entry) articles.push(entry);
  }
  articles.sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || a.key.localeCompare(b.key));

  const words = fold(query.query).split(/\s+/).filter(Boolean);
  const matchingText = articles.filter((article) => words.every((word) => article.text.includes(word)));
  const facets = new Map<string, ArticleFacet>();
  for (const article of matchingText) {
    for (const tag of article.tags) facets.set(tag.id, { id: tag.id, label: facets.get(tag.id)?.label ?? tag.label, count: (facets.get(tag.id)?.count ?? 0) + 1 });
  }
  const wanted = new Set(query.tagId);
  const matching = wanted.size === 0 ? matchingText : matchingText.filter((article) => article.tags.some((tag) => wanted.has(tag.id)));
  const page = matching.slice(query.offset, query.offset + query.limit);
  return {
    response: {
      total: matching.length,
      offset: query.offset,
      limit: query.limit,
      result: page.map(({ text: _text, ...article }) => article),
      facets: [...facets.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    },
    changesAt,
  };
}
