import { z } from 'zod';
import { blockNodeSchema } from './canvas';

/**
 * Schemas made by childBlocks(). The registry looks for them among a block schema's fields to
 * find nested blocks and resolve them recursively (each child against its own registered schema).
 */
const CHILD_BLOCK_SCHEMAS = new WeakSet<z.ZodType>();

/** A field of a block's data that holds child blocks (only their envelopes are checked here). */
export function childBlocks(options: { min?: number; max?: number } = {}) {
  let schema = z.array(blockNodeSchema);
  if (options.min !== undefined) schema = schema.min(options.min);
  if (options.max !== undefined) schema = schema.max(options.max);
  CHILD_BLOCK_SCHEMAS.add(schema);
  return schema;
}

interface WrapperDef {
  innerType?: z.ZodType;
  in?: z.ZodType;
}

/** Unwraps optional/default/nullable/pipe so `childBlocks().optional()` is still found. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 8; depth += 1) {
    if (CHILD_BLOCK_SCHEMAS.has(current)) return current;
    const def = (current as unknown as { _zod: { def: WrapperDef } })._zod.def;
    const next = def.innerType ?? def.in;
    if (!next) return current;
    current = next;
  }
  return current;
}

export function isChildBlocksSchema(schema: z.ZodType): boolean {
  return CHILD_BLOCK_SCHEMAS.has(unwrap(schema));
}

/** Names of the top-level fields of an object schema that hold child blocks. */
export function childBlockFields(schema: z.ZodType): string[] {
  const shape = (unwrap(schema) as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return [];
  return Object.entries(shape)
    .filter(([, field]) => isChildBlocksSchema(field))
    .map(([name]) => name);
}
