import { z } from 'zod';
import { linkUrlSchema } from './common';

/** A thin bar of shopper benefits above the page; closable, stays closed once closed. */
export const benefitBarSchema = z.object({
  /** Names the bar in localStorage: a new id shows a new bar to shoppers who closed the old one. */
  barId: z.string().regex(/^[a-z0-9-]+$/).min(1),
  closeLabel: z.string().min(1).default('Close'),
  benefits: z
    .array(z.object({ kind: z.enum(['free-shipping', 'returns', 'loyalty', 'other']).default('other'), text: z.string().min(1), url: linkUrlSchema.optional() }))
    .min(1)
    .max(4),
});

export type BenefitBarData = z.infer<typeof benefitBarSchema>;
