import type { BlockContext } from './context';
import type { ResolvedNode } from '../src/shared/content/resolved';

/** Props every block component receives. */
export interface BlockProps<Data = Record<string, unknown>> {
  data: Data;
  ctx: BlockContext;
  /** Resolved child blocks, by the name of the childBlocks() field that held them. */
  children?: Record<string, ResolvedNode[]>;
}

/**
 * A lazily loaded Astro component. Lazy so node tools (seeders, validators) can import the
 * catalogue without Astro; the page loads only the components it renders.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ComponentLoader = () => Promise<{ default: any }>;
