import type { FragmentData } from '../../schemas/content/blocks/fragment';
import { pagePartBlocks } from '../../src/lib/content/page-part';
import type { PageContext } from '../../src/lib/page/page-context';
import type { ResolvedNode } from '../../src/shared/content/resolved';

/**
 * The fragment document's blocks. Fragments do not nest: a fragment block inside a fragment is
 * left out, so two fragments can never include each other. A missing fragment fails this block.
 */
export async function loadFragment(data: FragmentData, ctx: PageContext): Promise<readonly ResolvedNode[]> {
  const blocks = await pagePartBlocks(ctx, `fragment/${data.fragmentId}`);
  if (blocks === undefined) return [];
  if (blocks === null) throw new Error(`fragment '${data.fragmentId}' is not available`);
  return blocks.filter((node) => node.type !== 'fragment');
}
