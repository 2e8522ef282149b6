import { z } from 'zod';
import { linkUrlSchema } from './common';

/** The body of error pages (the error-4xx canvas): a heading, a short text, helpful links. */
export const errorContentSchema = z.object({
  heading: z.string().min(1),
  text: z.string().optional(),
  links: z.array(z.object({ url: linkUrlSchema, text: z.string().min(1) })).max(6).default([]),
});

export type ErrorContentData = z.infer<typeof errorContentSchema>;
