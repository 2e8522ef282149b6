import { z } from 'zod';
import { linkUrlSchema } from './common';
import { menuBannerSchema } from './menu-banner';

const link = { label: z.string().min(1), url: linkUrlSchema };

/** Three levels: top items open panels of groups; a group holds links. */
export const megaMenuSchema = z.object({
  label: z.string().min(1).default('Main'),
  items: z
    .array(
      z.object({
        label: z.string().min(1),
        url: linkUrlSchema.optional(),
        /** Text of a "shop all" link to `url` at the top of the panel, e.g. "Shop all running". */
        allLabel: z.string().min(1).optional(),
        groups: z.array(z.object({ ...link, links: z.array(z.object(link)).max(20).default([]) })).max(8).default([]),
        banner: menuBannerSchema.optional(),
      }),
    )
    .min(1)
    .max(10),
});

export type MegaMenuData = z.infer<typeof megaMenuSchema>;
export type MegaMenuItem = MegaMenuData['items'][number];
