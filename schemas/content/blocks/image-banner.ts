import { z } from 'zod';
import { bannerFields, mediaSchema } from './common';

/** An image with text laid over it or beside it. */
export const imageBannerSchema = z.object({
  ...bannerFields,
  media: mediaSchema,
  textPosition: z.enum(['overlay', 'below']).default('overlay'),
});

export type ImageBannerData = z.infer<typeof imageBannerSchema>;
