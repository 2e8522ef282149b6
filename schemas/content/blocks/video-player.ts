import { z } from 'zod';
import { imageSchema, localPathSchema } from './common';

/** A native video with a poster and captions. Autoplay is always muted (never with sound). */
export const videoPlayerSchema = z.object({
  title: z.string().min(1),
  src: localPathSchema,
  mimeType: z.enum(['video/mp4', 'video/webm']).default('video/mp4'),
  poster: imageSchema,
  captions: z.object({ src: localPathSchema, srclang: z.string().min(2), label: z.string().min(1) }).optional(),
  autoplay: z.boolean().default(false),
  loop: z.boolean().default(false),
});

export type VideoPlayerData = z.infer<typeof videoPlayerSchema>;
