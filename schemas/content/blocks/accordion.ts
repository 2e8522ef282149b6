import { z } from 'zod';

/** Questions and answers as native <details>; `exclusive` keeps one open at a time. */
export const accordionSchema = z.object({
  title: z.string().optional(),
  exclusive: z.boolean().default(false),
  items: z.array(z.object({ summary: z.string().min(1), html: z.string().max(20_000), open: z.boolean().default(false) })).min(1).max(30),
});

export type AccordionData = z.infer<typeof accordionSchema>;
