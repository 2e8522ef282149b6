import { z } from 'zod';
import { RELATED_ARTICLES_COUNT } from '../../constants';
import { articleSummarySchema, articleTagSchema } from './article';
import { imageSchema } from './common';

/**
 * An editorial article with its related articles (RELATED_ARTICLES_COUNT shown). In an article
 * document (docType `article`) this block also describes the article to the article search:
 * title, picture, tags and publishedAt. `related` is the editor's pick; when empty, the page
 * shows the newest other articles sharing a tag, found through the article search.
 */
export const articlePageSchema = z.object({
  title: z.string().min(1),
  overline: z.string().optional(),
  publishedAt: z.iso.date().optional(),
  picture: imageSchema,
  html: z.string().max(100_000),
  tags: z.array(articleTagSchema).max(20).default([]),
  relatedTitle: z.string().optional(),
  related: z.array(articleSummarySchema).max(RELATED_ARTICLES_COUNT * 3).default([]),
});

export type ArticlePageData = z.infer<typeof articlePageSchema>;
