import { describe, expect, it } from 'vitest';
import { moveActive, suggestOptions } from '../../../../islands/search/suggest-model';

describe('header suggestions', () => {
  it('lists popular queries, categories and products with stable option ids', () => {
    const options = suggestOptions(
      {
        query: 'ru',
        popularQueries: ['running shoes'],
        categories: [{ id: '10002', name: 'Running', url: '/en-us/c/running-10002', path: 'Men / Running' }],
        products: [],
      },
      '/en-us/search',
    );
    expect(options).toEqual([
      { id: 'search-suggest-option-0', kind: 'query', label: 'running shoes', href: '/en-us/search?q=running+shoes' },
      { id: 'search-suggest-option-1', kind: 'category', label: 'Men / Running', href: '/en-us/c/running-10002' },
    ]);
  });

  it('moves the active option with the arrow keys, through "none" at either end', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(-1);
    expect(moveActive(0, -1, 3)).toBe(-1);
    expect(moveActive(1, 1, 3)).toBe(2);
    expect(moveActive(-1, 1, 0)).toBe(-1);
  });
});
