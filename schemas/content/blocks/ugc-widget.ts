import { z } from 'zod';
import { imageSchema } from './common';

/**
 * A user-generated-content gallery: the photos of a stream of the user-photo service (spec §7),
 * with placeholder pictures shown only when the service has none or fails.
 */
export const ugcWidgetSchema = z.object({
  title: z.string().min(1),
  /** customs = a customisation page: the title is hidden there, as on product pages. */
  placement: z.enum(['default', 'customs']).default('default'),
  /** A stream of the user-photo service (GET /ugc/v1/streams lists a site's streams), e.g. `stride-westend`. */
  streamId: z.string().min(1),
  /** On a product page: the photos tagged with the page's product (its product stream) instead of `streamId`. */
  followProduct: z.boolean().default(false),
  placeholders: z.array(imageSchema).min(1).max(12),
});

export type UgcWidgetData = z.infer<typeof ugcWidgetSchema>;
