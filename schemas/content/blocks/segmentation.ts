import { z } from 'zod';
import { childBlocks } from '../child-blocks';

/** Conditions of spec §4; the first segment whose condition holds replaces the baseline. */
export const SEGMENT_CONDITIONS = [
  'logged-out', 'logged-in', 'loyalty-member', 'employee', 'non-employee', 'cart-empty', 'cart-not-empty',
  'ipa', 'non-ipa', 'wranx', 'non-wranx', 'athlete', 'non-athlete',
] as const;

export type SegmentCondition = (typeof SEGMENT_CONDITIONS)[number];

export const segmentationSchema = z.object({
  segmentationId: z.string().min(1),
  baselines: childBlocks({ max: 10 }),
  segments: z.array(z.object({ id: z.enum(SEGMENT_CONDITIONS), targets: childBlocks({ max: 10 }) })).max(13).default([]),
});

export type SegmentationData = z.infer<typeof segmentationSchema>;
