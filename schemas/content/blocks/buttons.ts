import { z } from 'zod';
import { targetSchema } from './common';

/** A group of buttons (links styled as buttons). */
export const buttonsSchema = z.object({
  align: z.enum(['start', 'center', 'end']).default('center'),
  targets: z.array(targetSchema).min(1).max(6),
});

export type ButtonsData = z.infer<typeof buttonsSchema>;
