import type { SiteId } from '../../../../shared/i18n/sites';
import type { CategoryNames, ProductKind } from '../../schema/catalog';
import { CATEGORY_TREES, type Sizing, type TreeNode } from './category-trees';

export interface CategoryRow {
  id: string;
  siteId: string;
  parentId: string | null;
  level: number;
  position: number;
  names: CategoryNames;
}

/** A level-3 category products are placed in, with what the product builder needs to know. */
export interface LeafCategory {
  id: string;
  siteId: SiteId;
  /** Ids of the leaf and its ancestors, root first. */
  path: string[];
  rootKey: string;
  key: string;
  nameEn: string;
  kind: ProductKind;
  sizing: Sizing;
  special: 'giftcard' | 'gift' | undefined;
}

function localized(names: string): CategoryNames {
  const [en, fr, de, it] = names.split('|') as [string, string, string, string];
  return { en, fr, de, it };
}

/** Category ids are the site's digit followed by a 4-digit sequence in tree order, e.g. 10001. */
export function buildCategories(siteId: SiteId, siteNumber: number, vertical: keyof typeof CATEGORY_TREES) {
  const rows: CategoryRow[] = [];
  const leaves: LeafCategory[] = [];
  let sequence = 0;

  const walk = (nodes: readonly TreeNode[], parentPath: string[], level: number, rootKey: string | undefined) => {
    nodes.forEach((node, position) => {
      sequence += 1;
      const id = `${siteNumber}${String(sequence).padStart(4, '0')}`;
      const names = localized(node.names);
      rows.push({ id, siteId, parentId: parentPath.at(-1) ?? null, level, position, names });
      const path = [...parentPath, id];
      if (node.children) walk(node.children, path, level + 1, rootKey ?? node.key);
      else if (node.kind && node.sizing) {
        leaves.push({ id, siteId, path, rootKey: rootKey ?? node.key, key: node.key, nameEn: names.en, kind: node.kind, sizing: node.sizing, special: node.special });
      }
    });
  };
  walk(CATEGORY_TREES[vertical], [], 1, undefined);
  return { rows, leaves };
}
