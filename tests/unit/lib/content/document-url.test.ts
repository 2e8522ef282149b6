import { describe, expect, it } from 'vitest';
import { documentPagePath } from '@lib/content/document-url';

describe('documentPagePath (showcase frame viewer links)', () => {
  it.each([
    ['stride:en-us:augmentedpage:home', '/en-us'],
    ['stride:fr-ca:page:help/returns/how-to-return', '/fr-ca/help/returns/how-to-return'],
    ['loom:de-de:article:choosing-trail-shoes', '/de-de/stories/choosing-trail-shoes'],
    ['stride:en-us:fragment:free-returns', undefined],
    ['stride:en-us:popup:newsletter', undefined],
    ['stride:xx-yy:page:help', undefined],
    ['nonsense', undefined],
  ])('%s → %s', (id, path) => {
    expect(documentPagePath(id)).toBe(path);
  });
});
