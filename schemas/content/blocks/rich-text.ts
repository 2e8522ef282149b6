import { z } from 'zod';

/** Editor HTML. Sanitised when rendered (no scripts, event handlers or javascript: URLs). */
export const richTextSchema = z.object({
  html: z.string().max(50_000),
  align: z.enum(['start', 'center']).default('start'),
});

export type RichTextData = z.infer<typeof richTextSchema>;
