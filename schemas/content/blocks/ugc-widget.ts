import { z } from 'zod';
import { imageSchema } from './common';

/** A user-generated-content gallery. The provider arrives later; this shell shows local pictures. */
export const ugcWidgetSchema = z.object({
  title: z.string().min(1),
  /** customs = a customisation page: the title is hidden there, as on product pages. */
  placement: z.enum(['default', 'customs']).default('default'),
  streamId: z.string().min(1),
  placeholders: z.array(imageSchema).min(1).max(12),
});

export type UgcWidgetData = z.infer<typeof ugcWidgetSchema>;
