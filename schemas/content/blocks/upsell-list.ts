import { z } from 'zod';
import { UPSELLS_DEFAULT_COUNT } from '../../constants';

/** Products that go with the one on the page (shell: products arrive with the upsell issue). */
export const upsellListSchema = z.object({
  title: z.string().min(1),
  count: z.number().int().positive().max(12).default(UPSELLS_DEFAULT_COUNT),
});

export type UpsellListData = z.infer<typeof upsellListSchema>;
