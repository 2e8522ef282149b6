import { z } from 'zod';
import { imageSchema, linkUrlSchema } from './common';

/** One card links to a category (resolved from the catalog at render time) or to a url. */
export const categoryCardSchema = z
  .object({
    title: z.string().min(1),
    image: imageSchema,
    categoryId: z.string().regex(/^\d{4,10}$/, 'must be a category id (4 to 10 digits)').optional(),
    url: linkUrlSchema.optional(),
  })
  .refine((card) => card.categoryId !== undefined || card.url !== undefined, {
    message: 'needs a categoryId or a url',
    path: ['categoryId'],
  });

export const categoryCardsSchema = z.object({
  title: z.string().optional(),
  items: z.array(categoryCardSchema).min(1).max(8),
});

export type CategoryCard = z.infer<typeof categoryCardSchema>;
export type CategoryCardsData = z.infer<typeof categoryCardsSchema>;
