import { BLOCK_CATALOGUE, type BlockType } from '../schemas/content/block-catalogue';
import type { BlockContract } from '../schemas/content/block-contract';
import { BLOCK_COMPONENTS } from './components';
import type { ComponentLoader } from './define-block';

/** A block as the renderer knows it: its contract (schemas/content/block-catalogue.ts) and its component. */
export interface RegisteredBlock extends BlockContract {
  readonly component: ComponentLoader;
}

/** Every block of the catalogue with its component, by type. */
export const BLOCK_REGISTRY: ReadonlyMap<string, RegisteredBlock> = new Map(
  BLOCK_CATALOGUE.map((contract) => [contract.type, { ...contract, component: BLOCK_COMPONENTS[contract.type as BlockType] }]),
);
