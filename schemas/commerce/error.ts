import { z } from 'zod';

/** The error body of every commerce API call (spec §8). */
export const apiErrorDetailSchema = z.object({
  errorId: z.string(),
  message: z.string(),
  /** Where the problem is, for validation errors: a dotted field path. */
  field: z.string().optional(),
});

export const apiErrorBodySchema = z.object({
  errorDetails: z.array(apiErrorDetailSchema).min(1),
  statusCode: z.number().int(),
  correlationId: z.string(),
  appId: z.string().optional(),
});

export type ApiErrorDetail = z.infer<typeof apiErrorDetailSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
