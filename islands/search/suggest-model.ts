import type { AutoSuggestResponse } from '@schemas/commerce/search';

/** One row of the header's suggestion listbox. */
export interface SuggestOption {
  readonly id: string;
  readonly kind: 'query' | 'category' | 'product';
  readonly label: string;
  readonly href: string;
}

/** Popular queries first (they lead to the search page), then categories, then products. */
export function suggestOptions(response: AutoSuggestResponse, searchPath: string, limit = 10): SuggestOption[] {
  const options: Array<Omit<SuggestOption, 'id'>> = [
    ...response.popularQueries.map((query) => ({ kind: 'query' as const, label: query, href: `${searchPath}?${new URLSearchParams({ q: query })}` })),
    ...response.categories.map((category) => ({ kind: 'category' as const, label: category.path || category.name, href: category.url })),
    ...response.products.map((product) => ({ kind: 'product' as const, label: product.name, href: product.url })),
  ].slice(0, limit);
  return options.map((option, index) => ({ ...option, id: `search-suggest-option-${index}` }));
}

/** The active option after ArrowDown (+1) or ArrowUp (-1); -1 is "none" (focus stays in the input). */
export function moveActive(current: number, delta: 1 | -1, length: number): number {
  if (length === 0) return -1;
  if (current === -1) return delta === 1 ? 0 : length - 1;
  const next = current + delta;
  return next < 0 || next >= length ? -1 : next;
}
