import { z } from 'zod';

/** PUT /products/v1/notifications: ask to be emailed when a sold-out variant is back in stock. */
export const notificationRequestSchema = z.object({
  /** Checked with the §5 email rule by the API (src/shared/validation). */
  email: z.string().max(254),
  productId: z.string().min(1).max(20),
  variantId: z.string().min(1).max(40),
});

export const notificationResponseSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  /** 'created' the first time, 'existing' when the same email already waits for this variant. */
  status: z.enum(['created', 'existing']),
});

export type NotificationRequest = z.input<typeof notificationRequestSchema>;
export type NotificationResponse = z.infer<typeof notificationResponseSchema>;
