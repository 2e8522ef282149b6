import { z } from 'zod';
import { SPLIT_IMAGE_WIDTHS_PERCENT } from '../../constants';
import { bannerFields, mediaSchema } from './common';

const [first, ...rest] = SPLIT_IMAGE_WIDTHS_PERCENT;

/** Image on one side, text on the other; the image takes 60, 50 or 40 % of the width. */
export const splitBannerSchema = z.object({
  ...bannerFields,
  media: mediaSchema,
  imageWidth: z.union([z.literal(first), ...rest.map((width) => z.literal(width))]).default(50),
  imagePosition: z.enum(['start', 'end']).default('start'),
});

export type SplitBannerData = z.infer<typeof splitBannerSchema>;
