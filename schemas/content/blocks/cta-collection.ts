import { z } from 'zod';
import { linkUrlSchema } from './common';

/** A row of call-to-action buttons; the one linking to the current page is highlighted. */
export const ctaCollectionSchema = z.object({
  title: z.string().optional(),
  items: z.array(z.object({ url: linkUrlSchema, text: z.string().min(1) })).min(1).max(20),
});

export type CtaCollectionData = z.infer<typeof ctaCollectionSchema>;
