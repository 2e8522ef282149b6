import { z } from 'zod';
import { RELATED_ARTICLES_COUNT } from '../../../src/lib/constants';
import { articleSummarySchema } from './article';
import { imageSchema } from './common';

/** An editorial article with its related articles (at most RELATED_ARTICLES_COUNT shown). */
export const articlePageSchema = z.object({
  title: z.string().min(1),
  overline: z.string().optional(),
  publishedAt: z.iso.date().optional(),
  picture: imageSchema,
  html: z.string().max(100_000),
  relatedTitle: z.string().default('Related articles'),
  related: z.array(articleSummarySchema).max(RELATED_ARTICLES_COUNT * 3).default([]),
});

export type ArticlePageData = z.infer<typeof articlePageSchema>;
