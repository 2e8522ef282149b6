import { z } from 'zod';
import { imageSchema, linkUrlSchema } from './common';

/** A topic tag of an article: a stable id (facet key, `tagId` of the article search) and a label. */
export const articleTagSchema = z.object({ id: z.string().regex(/^[a-z0-9-]+$/), label: z.string().min(1) });

/** Spec §3 article: title, url, picture, tags (facets are derived from tags). */
export const articleSummarySchema = z.object({
  title: z.string().min(1),
  url: linkUrlSchema,
  picture: imageSchema,
  tags: z.array(articleTagSchema).max(20).default([]),
});

export type ArticleTag = z.infer<typeof articleTagSchema>;
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
