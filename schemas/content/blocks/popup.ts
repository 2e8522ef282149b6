import { z } from 'zod';
import { imageSchema, targetSchema } from './common';

/** A content pop-up (spec §3): appears minimized, expands after `delay` ms. */
export const popupSchema = z.object({
  popupId: z.string().regex(/^[a-z0-9-]+$/).min(1),
  /** Milliseconds before it expands; POPUP_DEFAULT_DELAY_MS when absent. */
  delay: z.number().int().nonnegative().max(60_000).optional(),
  logo: imageSchema.optional(),
  minimizedTitle: z.string().min(1),
  maximizedTitle: z.string().min(1),
  /** HTML; sanitised when rendered. */
  disclaimer: z.string().optional(),
  targets: z.array(targetSchema).max(2).default([]),
  closeLabel: z.string().min(1).default('Close'),
});

export type PopupData = z.infer<typeof popupSchema>;
