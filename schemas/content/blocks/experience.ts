import { z } from 'zod';
import { childBlocks } from '../child-blocks';

/**
 * An experiment (spec §3 Experience): the baseline shows until a decision or a test context
 * picks a variant. Variant blocks are resolved by the component (they sit one level down).
 */
export const experienceSchema = z.object({
  experienceId: z.string().min(1),
  trackingEvent: z.string().optional(),
  baselines: childBlocks({ max: 10 }),
  variants: z.array(z.object({ name: z.string().min(1), variantId: z.string().min(1), targets: childBlocks({ max: 10 }) })).max(6).default([]),
});

export type ExperienceData = z.infer<typeof experienceSchema>;
