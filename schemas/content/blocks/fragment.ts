import { z } from 'zod';

/**
 * A fragment placed in a page: shared content kept once as a `fragment` document (the free-returns
 * note, a size disclaimer) and shown wherever editors put this block. The document lists the pages
 * using it as its referrers, and a page whose fragment is missing fails with the fragment's status.
 */
export const fragmentSchema = z.object({
  fragmentId: z.string().regex(/^[A-Za-z0-9][\w-]{0,99}$/, 'letters, digits, - and _ (up to 100)'),
});

export type FragmentData = z.infer<typeof fragmentSchema>;
