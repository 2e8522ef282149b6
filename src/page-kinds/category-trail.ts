import type { CategoryNode } from '@schemas/commerce/catalog';

/** The category and its ancestors, root first; empty when the id is not in the tree. */
export function categoryTrail(categories: readonly CategoryNode[], id: string): CategoryNode[] {
  for (const node of categories) {
    if (node.id === id) return [node];
    const below = categoryTrail(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
