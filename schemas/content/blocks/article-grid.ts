import { z } from 'zod';
import { ARTICLE_GRID_DEFAULT_ROWS } from '../../../src/lib/constants';
import { articleSummarySchema } from './article';

/**
 * Articles with tag filters and load more. Articles are given inline for now (the article
 * search of spec §7 arrives with the content service).
 */
export const articleGridSchema = z.object({
  title: z.string().optional(),
  rows: z.number().int().positive().max(10).default(ARTICLE_GRID_DEFAULT_ROWS),
  columns: z.number().int().min(1).max(4).default(3),
  loadMore: z.boolean().default(true),
  labels: z
    .object({
      filters: z.string().default('Filter by topic'),
      clearAll: z.string().default('Clear all'),
      seeMore: z.string().default('See more'),
      seeLess: z.string().default('See less'),
      readMore: z.string().default('Read more'),
      noResults: z.string().default('No articles match these filters.'),
    })
    .prefault({}),
  articles: z.array(articleSummarySchema).min(1).max(200),
});

export type ArticleGridData = z.infer<typeof articleGridSchema>;
