import type { PageContext } from '../src/lib/page/page-context';
import type { ResolvedBlock, ResolvedNode } from '../src/shared/content/resolved';
import { BLOCK_RENDERERS } from './renderers';
import type { BlockType } from '../schemas/content/block-catalogue';

export type LoadOutcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };

// Started loads by block node: a page starts the loads of its whole canvas at once (the block
// tree's nodes are objects of that one request), and the renderer picks each one up where it renders.
const started = new WeakMap<ResolvedBlock, Promise<LoadOutcome>>();

const NOTHING: Promise<LoadOutcome> = Promise.resolve({ ok: true, value: undefined });

function start(node: ResolvedBlock, ctx: PageContext): Promise<LoadOutcome> {
  const load = BLOCK_RENDERERS[node.type as BlockType]?.load;
  if (!load) return NOTHING;
  return load(node.data, ctx).then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
}

/**
 * Starts the load of every block of a tree (nested blocks too) at once, each once. Idempotent:
 * the renderer calls it again for the blocks it is given and only starts what is not started.
 */
export function startBlockLoads(nodes: readonly ResolvedNode[], ctx: PageContext): void {
  for (const node of nodes) {
    if (node.kind !== 'block') continue;
    if (!started.has(node)) started.set(node, start(node, ctx));
    for (const children of Object.values(node.children)) startBlockLoads(children, ctx);
  }
}

/** The outcome of a block's load (started now if it was not). */
export function blockLoadOf(node: ResolvedBlock, ctx: PageContext): Promise<LoadOutcome> {
  if (!started.has(node)) startBlockLoads([node], ctx);
  return started.get(node)!;
}

/** Every started load of a tree settled: tests and measurements wait on it. */
export async function blockLoadsSettled(nodes: readonly ResolvedNode[], ctx: PageContext): Promise<void> {
  const pending: Promise<LoadOutcome>[] = [];
  const walk = (list: readonly ResolvedNode[]) => {
    for (const node of list) {
      if (node.kind !== 'block') continue;
      pending.push(blockLoadOf(node, ctx));
      for (const children of Object.values(node.children)) walk(children);
    }
  };
  walk(nodes);
  await Promise.all(pending);
}
