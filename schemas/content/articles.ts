import { z } from 'zod';
import { articleSummarySchema } from './blocks/article';

/** Articles per search request at most; the grid asks for rows × columns. */
export const ARTICLE_SEARCH_MAX_LIMIT = 48;

/**
 * Article search (spec §7: query plus offset, limit, tagId; response result and facets):
 * GET /{publish|preview}/caas/v1/articles/{siteId}. `tagId` may repeat (or be comma-separated):
 * an article matches when it has any of them.
 */
export const articleSearchQuerySchema = z.object({
  query: z.string().trim().max(100).default(''),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(ARTICLE_SEARCH_MAX_LIMIT).default(12),
  tagId: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => [...new Set((Array.isArray(value) ? value : value ? [value] : []).flatMap((item) => item.split(',')).map((item) => item.trim()).filter(Boolean))])
    .pipe(z.array(z.string().regex(/^[a-z0-9-]+$/, 'tag ids are lower-case letters, digits and hyphens')).max(20)),
});
export type ArticleSearchQuery = z.infer<typeof articleSearchQuerySchema>;

/** One facet: a tag and how many articles matching the text query carry it. */
export const articleFacetSchema = z.object({ id: z.string(), label: z.string(), count: z.number().int().min(0) });

export const articleSearchResultSchema = articleSummarySchema.extend({
  /** The article document's key: its page is /{locale}/stories/{key}. */
  key: z.string(),
  publishedAt: z.string().optional(),
});

export const articleSearchResponseSchema = z.object({
  /** Articles matching query and tags. */
  total: z.number().int().min(0),
  offset: z.number().int().min(0),
  limit: z.number().int().min(1),
  result: z.array(articleSearchResultSchema),
  /** Tags of the articles matching the text query (not narrowed by tagId, so filters can be combined), most used first. */
  facets: z.array(articleFacetSchema),
});
export type ArticleSearchResponse = z.infer<typeof articleSearchResponseSchema>;
export type ArticleSearchResult = z.infer<typeof articleSearchResultSchema>;
export type ArticleFacet = z.infer<typeof articleFacetSchema>;
