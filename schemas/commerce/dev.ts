import { z } from 'zod';

/** GET /dev/outbox (development only): the newest outbox messages of the site. */
export const devOutboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      recipient: z.string(),
      template: z.string(),
      subject: z.string(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type DevOutboxResponse = z.infer<typeof devOutboxResponseSchema>;
