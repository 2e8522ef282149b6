import { z } from 'zod';
import { childBlocks } from '../child-blocks';
import { colorSchema } from './common';

/** A container: an optional heading over child blocks, each resolved against its own schema. */
export const sectionSchema = z.object({
  heading: z.string().optional(),
  backgroundColor: colorSchema.optional(),
  width: z.enum(['full', 'contained']).default('contained'),
  blocks: childBlocks({ max: 20 }),
});

export type SectionData = z.infer<typeof sectionSchema>;
