import type { PageContext } from '../src/lib/page/page-context';
import type { ResolvedNode } from '../src/shared/content/resolved';

/** Props every block component receives. */
export type BlockProps<Data = Record<string, unknown>, Loaded = undefined> = {
  data: Data;
  ctx: PageContext;
  /** Resolved child blocks, by the name of the childBlocks() field that held them. */
  children?: Record<string, ResolvedNode[]>;
} & (undefined extends Loaded
  ? { /** What the block's load answered (blocks without one get nothing). */ loaded?: Loaded }
  : { /** What the block's load answered. */ loaded: Loaded });

/**
 * A lazily loaded Astro component. Lazy so node tools (seeders, validators) can import the
 * catalogue without Astro; the page loads only the components it renders.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ComponentLoader = () => Promise<{ default: any }>;

/**
 * The data a block needs beyond its own content (like Puck's resolveData): run by the renderer
 * for every block of the page at once, before any of them renders, so block components stay pure.
 * A load that throws fails its block like a render error: skipped, or a placeholder in preview.
 */
export type BlockLoad<Data, Loaded> = (data: Data, ctx: PageContext) => Promise<Loaded>;

export interface BlockRenderer {
  readonly component: ComponentLoader;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly load?: BlockLoad<any, unknown>;
}

/** A block's renderer: its component and, when it needs data, its load. */
export function defineBlock<Data, Loaded>(component: ComponentLoader, load?: BlockLoad<Data, Loaded>): BlockRenderer {
  return load ? { component, load } : { component };
}
