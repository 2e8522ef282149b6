import { z } from 'zod';
import { imageSchema, linkUrlSchema } from './common';

/** A row of partner or brand logos; every logo needs alt text naming the brand. */
export const logosSchema = z.object({
  title: z.string().optional(),
  items: z.array(z.object({ logo: imageSchema.extend({ alt: z.string().min(1) }), url: linkUrlSchema.optional() })).min(1).max(24),
});

export type LogosData = z.infer<typeof logosSchema>;
