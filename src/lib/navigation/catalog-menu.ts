import type { CategoryNode } from '@schemas/commerce/catalog';
import type { MegaMenuData } from '@schemas/content/blocks/mega-menu';

/**
 * The header's three-level mega menu from the catalog tree: top categories open panels whose
 * groups are their subcategories, each listing its own subcategories.
 */
export function catalogMenu(categories: readonly CategoryNode[], label: string, shopAll: (name: string) => string): MegaMenuData | null {
  if (categories.length === 0) return null;
  return {
    label,
    items: categories.slice(0, 10).map((top) => ({
      label: top.name,
      url: top.url,
      allLabel: shopAll(top.name),
      groups: top.children.slice(0, 8).map((group) => ({
        label: group.name,
        url: group.url,
        links: group.children.slice(0, 20).map((leaf) => ({ label: leaf.name, url: leaf.url })),
      })),
    })),
  };
}
