import type { z } from 'zod';

/**
 * How an island inside a block hydrates; the block's own .astro wrapper sets the client directive.
 * A block renders an island only if it declares this (checked for every fixture in
 * tests/unit/registry/all-blocks-render.test.ts); it may hydrate earlier only when its job needs it.
 */
export type HydrateStrategy = 'visible' | 'idle' | 'interaction';

/**
 * What the content service, the CLI, the storefront and tests agree on about one block type:
 * its name, the version of its data shape, the schema of that data, how older versions are
 * upgraded, and whether it hydrates an island. How it renders is the registry's business.
 */
export interface BlockContract<T extends string = string, S extends z.ZodType = z.ZodType> {
  readonly type: T;
  /** Current version of the data shape. Stored blocks at older versions go through migrate. */
  readonly version: number;
  readonly schema: S;
  readonly hydrate?: HydrateStrategy;
  /** Upgrades data stored at `fromVersion` (< version) to the current shape. */
  readonly migrate?: (data: Record<string, unknown>, fromVersion: number) => Record<string, unknown>;
}

export type BlockDataOf<C> = C extends BlockContract<string, infer S> ? z.output<S> : never;

export function defineBlockContract<T extends string, S extends z.ZodType>(contract: BlockContract<T, S>): BlockContract<T, S> {
  if (!/^[a-z][a-z0-9-]*$/.test(contract.type)) {
    throw new Error(`Block type "${contract.type}" must be kebab-case.`);
  }
  if (!Number.isInteger(contract.version) || contract.version < 1) {
    throw new Error(`Block "${contract.type}" needs an integer version >= 1.`);
  }
  return Object.freeze(contract);
}

export type BlockCatalogue = ReadonlyMap<string, BlockContract>;

/** Indexes contracts by type; a type listed twice is a programming error. */
export function indexBlockContracts(contracts: readonly BlockContract[]): BlockCatalogue {
  const byType = new Map<string, BlockContract>();
  for (const contract of contracts) {
    if (byType.has(contract.type)) throw new Error(`Block type "${contract.type}" is registered twice.`);
    byType.set(contract.type, contract);
  }
  return byType;
}
