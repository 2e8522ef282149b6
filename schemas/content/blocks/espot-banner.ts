import { z } from 'zod';
import { bannerFields } from './common';

/** A marketing slot on category and product pages: small image, short text, a call to action. */
export const espotBannerSchema = z.object({
  ...bannerFields,
  title: z.string().min(1),
});

export type EspotBannerData = z.infer<typeof espotBannerSchema>;
