import { z } from 'zod';
import { imageSchema, linkUrlSchema } from './common';

/** A small promotional card shown inside the mega menu or a navigation panel. */
export const menuBannerSchema = z.object({
  name: z.string().min(1),
  title: z.string().min(1),
  subtitle: z.string().optional(),
  image: imageSchema,
  url: linkUrlSchema,
});

export type MenuBannerData = z.infer<typeof menuBannerSchema>;
