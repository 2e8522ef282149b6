export { BLOCK_DEFINITIONS, BLOCK_REGISTRY } from './blocks';
export { createBlockContext, flattenCategoryUrls, type BlockContext, type BlockContextInput } from './context';
export { defineBlock, type BlockDataOf, type BlockDefinition, type BlockProps, type HydrateStrategy } from './define-block';
export { createRegistry, type BlockRegistry } from './registry';
export { resolveCanvas, type ResolveOptions, type ResolvedCanvas } from './resolve-canvas';
export type { BlockDiagnostic, FieldIssue, PlaceholderNode, ResolvedBlock, ResolvedNode } from './resolved';
