import { z } from 'zod';
import { bannerFields, mediaSchema } from './common';

/** Text in a panel over the image; the panel takes xs 1/3, sm 1/2, md 2/3 or lg 11/12 of the width. */
export const overlayBannerSchema = z.object({
  ...bannerFields,
  media: mediaSchema,
  contentWidth: z.enum(['xs', 'sm', 'md', 'lg']).default('sm'),
  contentAlign: z.enum(['start', 'center', 'end']).default('start'),
});

export type OverlayBannerData = z.infer<typeof overlayBannerSchema>;
