import { z } from 'zod';

/** GET /health: the process is up and the database answers. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  databaseLatencyMs: z.number(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
