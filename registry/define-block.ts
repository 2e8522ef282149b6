import type { z } from 'zod';
import type { BlockContext } from './context';
import type { ResolvedNode } from './resolved';

/**
 * How an island inside a block hydrates; the block's own .astro wrapper sets the client directive.
 * A block renders an island only if it declares this (checked for every fixture in
 * tests/unit/registry/all-blocks-render.test.ts); it may hydrate earlier only when its job needs it.
 */
export type HydrateStrategy = 'visible' | 'idle' | 'interaction';

/** Props every block component receives. */
export interface BlockProps<Data = Record<string, unknown>> {
  data: Data;
  ctx: BlockContext;
  /** Resolved child blocks, by the name of the childBlocks() field that held them. */
  children?: Record<string, ResolvedNode[]>;
}

/**
 * A lazily loaded Astro component. Lazy so node tools (seeders, validators) can import the
 * registry without Astro; the page loads only the components it renders.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ComponentLoader = () => Promise<{ default: any }>;

export interface BlockDefinition<S extends z.ZodType = z.ZodType> {
  readonly type: string;
  /** Current version of the data shape. Stored blocks at older versions go through migrate. */
  readonly version: number;
  readonly schema: S;
  readonly component: ComponentLoader;
  readonly hydrate?: HydrateStrategy;
  /** Upgrades data stored at `fromVersion` (< version) to the current shape. */
  readonly migrate?: (data: Record<string, unknown>, fromVersion: number) => Record<string, unknown>;
}

export type BlockDataOf<D> = D extends BlockDefinition<infer S> ? z.output<S> : never;

export function defineBlock<S extends z.ZodType>(definition: BlockDefinition<S>): BlockDefinition<S> {
  if (!/^[a-z][a-z0-9-]*$/.test(definition.type)) {
    throw new Error(`Block type "${definition.type}" must be kebab-case.`);
  }
  if (!Number.isInteger(definition.version) || definition.version < 1) {
    throw new Error(`Block "${definition.type}" needs an integer version >= 1.`);
  }
  return Object.freeze(definition);
}
