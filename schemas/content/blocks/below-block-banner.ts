import { z } from 'zod';
import { bannerFields } from './common';

/** A banner that sits below another block: image first, then a coloured text panel. */
export const belowBlockBannerSchema = z.object({
  ...bannerFields,
  align: z.enum(['start', 'center']).default('center'),
});

export type BelowBlockBannerData = z.infer<typeof belowBlockBannerSchema>;
