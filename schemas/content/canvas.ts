import { z } from 'zod';

/**
 * One block as stored in a canvas. `data` is validated by the block's registered schema
 * (registry/), at `version`; older versions are migrated when read. Nested blocks live in
 * fields of `data` that the block's schema declares as arrays of blockNode.
 */
export interface BlockNode {
  id: string;
  type: string;
  version: number;
  data: Record<string, unknown>;
}

export const blockNodeSchema: z.ZodType<BlockNode> = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  version: z.number().int().min(1).default(1),
  data: z.record(z.string(), z.unknown()).default({}),
}) as unknown as z.ZodType<BlockNode>;

/** A CAAS canvas document as the content service returns it. */
export const canvasSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  /** Kind of document: augmentedpage, category, product, error-4xx, page, fragment, ... */
  docType: z.string(),
  locale: z.string(),
  name: z.string(),
  /** Page title for <title>; optional on fragments. */
  title: z.string().optional(),
  /** Meta description. The error canvas says 'Page is not available'. */
  description: z.string().optional(),
  layoutVariant: z.string().optional(),
  blocks: z.array(blockNodeSchema),
  updatedAt: z.string().optional(),
});

export type Canvas = z.infer<typeof canvasSchema>;
