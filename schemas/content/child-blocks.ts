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

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  return (unwrap(schema) as unknown as { shape?: Record<string, z.ZodType> }).shape;
}

function elementOf(schema: z.ZodType): z.ZodType | undefined {
  const def = (unwrap(schema) as unknown as { _zod: { def: { type?: string; element?: z.ZodType } } })._zod.def;
  return def.type === 'array' ? def.element : undefined;
}

/**
 * Where an object schema holds child blocks, as dotted paths with `*` for list items: top-level
 * fields (`blocks`, `baselines`) and fields of objects in lists (`variants.*.targets`,
 * `segments.*.targets`), so every nested block is validated and counted in the depth limit.
 */
export function childBlockPaths(schema: z.ZodType, prefix = '', depth = 0): string[] {
  const shape = shapeOf(schema);
  if (!shape || depth > 3) return [];
  return Object.entries(shape).flatMap(([name, field]) => {
    if (isChildBlocksSchema(field)) return [`${prefix}${name}`];
    const element = elementOf(field);
    if (element) return childBlockPaths(element, `${prefix}${name}.*.`, depth + 1);
    return shapeOf(field) ? childBlockPaths(field, `${prefix}${name}.`, depth + 1) : [];
  });
}

/** Names of the top-level fields of an object schema that hold child blocks. */
export function childBlockFields(schema: z.ZodType): string[] {
  return childBlockPaths(schema).filter((path) => !path.includes('.'));
}

/**
 * The block lists found in data at a child-block path, by their concrete path:
 * `variants.*.targets` → `variants.0.targets`, `variants.1.targets`, ...
 */
export function childBlockLists(data: unknown, path: string): Array<{ path: string; blocks: unknown[] }> {
  const [head, ...rest] = path.split('.');
  if (data === null || typeof data !== 'object') return [];
  if (head === '*') {
    if (!Array.isArray(data)) return [];
    return data.flatMap((item, index) => childBlockLists(item, rest.join('.')).map((found) => ({ ...found, path: found.path ? `${index}.${found.path}` : String(index) })));
  }
  const value = (data as Record<string, unknown>)[head!];
  if (rest.length === 0) return Array.isArray(value) ? [{ path: head!, blocks: value }] : [];
  return childBlockLists(value, rest.join('.')).map((found) => ({ ...found, path: `${head}.${found.path}` }));
}
