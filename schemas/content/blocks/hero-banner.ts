import { z } from 'zod';
import { bannerFields, mediaSchema } from './common';

/** Full-height banner at the top of a page (viewport height minus the header). */
export const heroBannerSchema = z.object({
  ...bannerFields,
  title: z.string().min(1),
  media: mediaSchema,
  textAlign: z.enum(['start', 'center']).default('start'),
});

export type HeroBannerData = z.infer<typeof heroBannerSchema>;
