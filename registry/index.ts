export { BLOCK_REGISTRY, type RegisteredBlock } from './blocks';
export { BLOCK_COMPONENTS } from './components';
export { createBlockContext, flattenCategoryUrls, type BlockContext, type BlockContextInput } from './context';
export type { BlockProps, ComponentLoader } from './define-block';
