import { PAGINATION_SIBLING_COUNT } from '../../schemas/constants';

export type PaginationItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

/**
 * Page links to show: the first and last page, the current page and its siblings
 * (spec §9: sibling count 2), with gaps where pages are left out.
 */
export function paginationItems(current: number, totalPages: number, siblings = PAGINATION_SIBLING_COUNT): PaginationItem[] {
  if (totalPages <= 1) return [];
  const pages = new Set<number>([1, totalPages]);
  for (let page = current - siblings; page <= current + siblings; page += 1) {
    if (page >= 1 && page <= totalPages) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page, current: page === current });
  });
  return items;
}
