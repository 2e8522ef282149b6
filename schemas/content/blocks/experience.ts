import { z } from 'zod';
import { childBlocks } from '../child-blocks';

const variantSchema = z.object({
  name: z.string().min(1),
  variantId: z.string().min(1).refine((id) => id !== 'baseline', { message: "'baseline' names the baseline; choose another variantId" }),
  /** Percent of the experiment's visitors who get this variant (version 2). Unset: an equal share of what the set weights leave. */
  weight: z.number().min(0).max(100).optional(),
  targets: childBlocks({ max: 10 }),
});

/**
 * An experiment (spec §3 Experience): the baseline shows until a decision or a test context
 * picks a variant. Variant blocks are resolved by the component (they sit one level down).
 * Version 2 adds the traffic weights the decide call assigns visitors by (experiment-weights.ts).
 */
export const experienceSchema = z.object({
  experienceId: z.string().min(1),
  trackingEvent: z.string().optional(),
  baselines: childBlocks({ max: 10 }),
  variants: z.array(variantSchema).max(6).default([]),
}).superRefine((data, context) => {
  const total = data.variants.reduce((sum, variant) => sum + (variant.weight ?? 0), 0);
  if (total > 100) context.addIssue({ code: 'custom', path: ['variants'], message: `The variants' weights add up to ${total} %, more than 100 %` });
  const ids = data.variants.map((variant) => variant.variantId);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) context.addIssue({ code: 'custom', path: ['variants'], message: `variantId '${repeated}' is used twice` });
});

export type ExperienceData = z.infer<typeof experienceSchema>;

/** Version 1 had no weights: its variants keep an equal share with the baseline, which is what no weight means. */
export function migrateExperience(data: Record<string, unknown>, _fromVersion: number): Record<string, unknown> {
  return data;
}
