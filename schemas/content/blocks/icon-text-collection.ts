import { z } from 'zod';
import { ICON_SIZES, ICON_TEXT_VARIANTS } from '../../constants';
import { imageSchema, linkUrlSchema } from './common';

/** Icons with a short title and text (e.g. "Free returns", "Carbon-neutral shipping"). */
export const iconTextCollectionSchema = z.object({
  title: z.string().optional(),
  variant: z.enum(ICON_TEXT_VARIANTS).default('icon-above-text'),
  iconSize: z.enum(ICON_SIZES).default('medium'),
  items: z
    .array(z.object({ icon: imageSchema, title: z.string().min(1), text: z.string().optional(), url: linkUrlSchema.optional() }))
    .min(1)
    .max(12),
});

export type IconTextCollectionData = z.infer<typeof iconTextCollectionSchema>;
