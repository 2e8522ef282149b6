import { z } from 'zod';
import { imageSchema, linkUrlSchema } from './common';

/** Spec §3 article: title, url, picture, tags (facets are derived from tags). */
export const articleSummarySchema = z.object({
  title: z.string().min(1),
  url: linkUrlSchema,
  picture: imageSchema,
  tags: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), label: z.string().min(1) })).max(20).default([]),
});

export type ArticleSummary = z.infer<typeof articleSummarySchema>;
