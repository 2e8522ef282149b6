import { z } from 'zod';
import { DEFAULT_SLIDE_PADDING, SLIDE_PADDINGS } from '../../constants';
import { imageSchema, linkUrlSchema } from './common';

/** One card of a collection: an image with a title, optional text and link. */
export const collectionItemSchema = z.object({
  title: z.string().min(1),
  text: z.string().optional(),
  image: imageSchema,
  url: linkUrlSchema.optional(),
});

/** Spec §3 collection settings: carousel or grid, with the carousel options. */
export const collectionCarouselSchema = z.object({
  title: z.string().optional(),
  type: z.enum(['carousel', 'grid']).default('carousel'),
  /** Share of the viewport one slide takes, e.g. 0.8 shows a peek of the next slide. */
  slideWidth: z.enum(['small', 'medium', 'large', 'full']).default('medium'),
  /** Space between slides or grid cells (spec §9: small by default). */
  slidePadding: z.enum(SLIDE_PADDINGS).default(DEFAULT_SLIDE_PADDING),
  showArrows: z.boolean().default(true),
  showIndicators: z.boolean().default(true),
  showProgress: z.boolean().default(false),
  autoplay: z.boolean().default(false),
  loop: z.boolean().default(false),
  /** Seconds between slides when autoplay is on. */
  autorotateTime: z.number().positive().max(60).default(5),
  items: z.array(collectionItemSchema).min(1).max(24),
});

export type CollectionItem = z.infer<typeof collectionItemSchema>;
export type CollectionCarouselData = z.infer<typeof collectionCarouselSchema>;
