import { z } from 'zod';
import { imageSchema, linkUrlSchema } from './common';

/** A vertical list of entries, each with an optional logo, a title, text and a link. */
export const verticalListSchema = z.object({
  title: z.string().optional(),
  items: z
    .array(z.object({ logo: imageSchema.optional(), title: z.string().min(1), text: z.string().optional(), url: linkUrlSchema.optional() }))
    .min(1)
    .max(20),
});

export type VerticalListData = z.infer<typeof verticalListSchema>;
