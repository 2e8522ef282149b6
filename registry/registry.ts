import type { BlockDefinition } from './define-block';

export type BlockRegistry = ReadonlyMap<string, BlockDefinition>;

/** Indexes block definitions by type; a type registered twice is a programming error. */
export function createRegistry(definitions: readonly BlockDefinition[]): BlockRegistry {
  const registry = new Map<string, BlockDefinition>();
  for (const definition of definitions) {
    if (registry.has(definition.type)) throw new Error(`Block type "${definition.type}" is registered twice.`);
    registry.set(definition.type, definition);
  }
  return registry;
}
