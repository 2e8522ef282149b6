import { z } from 'zod';
import { linkUrlSchema } from './common';

/** A row of links under a page title (e.g. the sub-categories of a category). */
export const secondaryNavigationSchema = z.object({
  label: z.string().min(1),
  links: z.array(z.object({ text: z.string().min(1), url: linkUrlSchema })).min(1).max(20),
});

export type SecondaryNavigationData = z.infer<typeof secondaryNavigationSchema>;
