import type { z } from 'zod';
import { blockNodeSchema } from '../../../schemas/content/canvas';
import { childBlockLists, childBlockPaths } from '../../../schemas/content/child-blocks';
import { BLOCK_CONTRACTS } from '../../../schemas/content/block-catalogue';
import type { BlockCatalogue } from '../../../schemas/content/block-contract';
import type { BlockDiagnostic, FieldIssue, ResolvedNode } from './resolved';

export interface ResolveOptions {
  /** Preview keeps failed blocks as visible placeholders; production skips them. */
  readonly preview: boolean;
  /** Names the page in diagnostics and logs, e.g. `augmentedpage/stride/home`. */
  readonly page: string;
  /** The block contracts to validate against; the whole catalogue by default. */
  readonly catalogue?: BlockCatalogue;
  /** Where production skips are reported; console.warn by default. */
  readonly warn?: (message: string) => void;
}

export interface ResolvedCanvas {
  readonly blocks: ResolvedNode[];
  readonly diagnostics: BlockDiagnostic[];
}

/** Nested blocks deeper than this are refused (a canvas is data from outside). */
const MAX_DEPTH = 8;

function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates every block of a canvas (children included) against its registered schema,
 * migrating older versions. A block that is unknown, invalid or fails to migrate never breaks
 * the page: it is reported in diagnostics, and kept as a placeholder only in preview.
 */
export function resolveCanvas(canvas: { blocks: readonly unknown[] }, options: ResolveOptions): ResolvedCanvas {
  const registry = options.catalogue ?? BLOCK_CONTRACTS;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const diagnostics: BlockDiagnostic[] = [];

  const fail = (id: string, type: string, issues: FieldIssue[], location: string): ResolvedNode[] => {
    diagnostics.push({ blockId: id, type, page: options.page, issues, ...(location ? { location } : {}) });
    if (options.preview) return [{ kind: 'placeholder', id, type, issues }];
    const fields = issues.map((issue) => `${issue.path || '(block)'}: ${issue.message}`).join('; ');
    warn(`[content] page "${options.page}": skipped block "${id}" (${type}): ${fields}`);
    return [];
  };

  // `location` is where a nested list sits: `section1.blocks` or `exp1.variants.0.targets` (empty at the top).
  const resolveList = (nodes: readonly unknown[], depth: number, location: string): ResolvedNode[] =>
    nodes.flatMap((node, index) => resolveOne(node, index, depth, location));

  const resolveOne = (raw: unknown, index: number, depth: number, location: string): ResolvedNode[] => {
    const rawId = isRecord(raw) && typeof raw.id === 'string' ? raw.id : `#${index}`;
    const rawType = isRecord(raw) && typeof raw.type === 'string' ? raw.type : 'unknown';
    const envelope = blockNodeSchema.safeParse(raw);
    if (!envelope.success) return fail(rawId, rawType, issuesOf(envelope.error), location);
    const node = envelope.data;
    if (depth > MAX_DEPTH) return fail(node.id, node.type, [{ path: '', message: `nested deeper than ${MAX_DEPTH} levels` }], location);

    const definition = registry.get(node.type);
    if (!definition) return fail(node.id, node.type, [{ path: '', message: `unknown block type "${node.type}"` }], location);
    if (node.version > definition.version) {
      return fail(node.id, node.type, [
        { path: '', message: `version ${node.version} is newer than the registered version ${definition.version}` },
      ], location);
    }

    let data: Record<string, unknown> = node.data;
    if (node.version < definition.version) {
      if (!definition.migrate) {
        return fail(node.id, node.type, [
          { path: '', message: `version ${node.version} is older than ${definition.version} and the block has no migrate()` },
        ], location);
      }
      try {
        data = definition.migrate(structuredClone(data), node.version);
      } catch (error) {
        return fail(node.id, node.type, [{ path: '', message: `migration from version ${node.version} failed: ${String(error)}` }], location);
      }
    }

    const parsed = definition.schema.safeParse(data);
    if (!parsed.success) return fail(node.id, node.type, issuesOf(parsed.error), location);
    const parsedData = parsed.data as Record<string, unknown>;

    // Every nested list (a section's blocks, an experiment's variant targets, ...) by its concrete path.
    const children: Record<string, ResolvedNode[]> = {};
    for (const path of childBlockPaths(definition.schema)) {
      if (!path.includes('*')) children[path] = [];
      for (const list of childBlockLists(parsedData, path)) {
        children[list.path] = resolveList(list.blocks, depth + 1, `${location}${node.id}.${list.path}.`);
      }
    }
    return [{ kind: 'block', id: node.id, type: node.type, version: definition.version, data: parsedData, children }];
  };

  return { blocks: resolveList(canvas.blocks, 0, ''), diagnostics };
}
