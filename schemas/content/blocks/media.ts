import { z } from 'zod';
import { imageSchema } from './common';

/** One image with an optional caption. */
export const mediaBlockSchema = z.object({
  image: imageSchema,
  caption: z.string().optional(),
  width: z.enum(['contained', 'full']).default('contained'),
});

export type MediaBlockData = z.infer<typeof mediaBlockSchema>;
