import { z } from 'zod';
import { ARTICLE_GRID_DEFAULT_ROWS } from '../../constants';

/**
 * The site's articles (article documents, through the article search of spec §7) with tag
 * facets and load more: `rows` × `columns` articles per page. Version 2; labels default to the
 * page language (src/shared/i18n/messages/blocks) and may be overridden.
 */
export const articleGridSchema = z.object({
  title: z.string().optional(),
  rows: z.number().int().positive().max(10).default(ARTICLE_GRID_DEFAULT_ROWS),
  columns: z.number().int().min(1).max(4).default(3),
  loadMore: z.boolean().default(true),
  /** A text query that scopes the grid (e.g. "trail"); empty: every article. */
  query: z.string().max(100).optional(),
  labels: z
    .object({
      filters: z.string().min(1),
      clearAll: z.string().min(1),
      seeMore: z.string().min(1),
      seeLess: z.string().min(1),
      readMore: z.string().min(1),
      noResults: z.string().min(1),
    })
    .partial()
    .prefault({}),
});

export type ArticleGridData = z.infer<typeof articleGridSchema>;

/**
 * Version 1 held the articles inline (`articles`). Version 2 lists the site's article documents
 * through the article search; inline articles are dropped (publish them as article documents).
 */
export function migrateArticleGrid(data: Record<string, unknown>, fromVersion: number): Record<string, unknown> {
  if (fromVersion !== 1) return data;
  const { articles: _articles, ...rest } = data;
  return rest;
}
