export { BLOCK_REGISTRY, type RegisteredBlock } from './blocks';
export { BLOCK_RENDERERS } from './renderers';
export { blockLoadOf, blockLoadsSettled, startBlockLoads } from './block-loads';
export { defineBlock, type BlockLoad, type BlockProps, type BlockRenderer, type ComponentLoader } from './define-block';
