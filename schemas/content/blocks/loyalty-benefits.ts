import { z } from 'zod';
import { imageSchema, targetSchema } from './common';

/** What members get: a heading, benefits with icons, and calls to join or sign in. */
export const loyaltyBenefitsSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().optional(),
  benefits: z.array(z.object({ icon: imageSchema.optional(), title: z.string().min(1), text: z.string().optional() })).min(1).max(12),
  targets: z.array(targetSchema).max(2).default([]),
});

export type LoyaltyBenefitsData = z.infer<typeof loyaltyBenefitsSchema>;
