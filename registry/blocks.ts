import { BLOCK_CATALOGUE, type BlockType } from '../schemas/content/block-catalogue';
import type { BlockContract } from '../schemas/content/block-contract';
import type { BlockRenderer } from './define-block';
import { BLOCK_RENDERERS } from './renderers';

/** A block as the renderer knows it: its contract (schemas/content/block-catalogue.ts) and how it renders. */
export type RegisteredBlock = BlockContract & BlockRenderer;

/** Every block of the catalogue with its renderer, by type. */
export const BLOCK_REGISTRY: ReadonlyMap<string, RegisteredBlock> = new Map(
  BLOCK_CATALOGUE.map((contract) => [contract.type, { ...contract, ...BLOCK_RENDERERS[contract.type as BlockType] }]),
);
