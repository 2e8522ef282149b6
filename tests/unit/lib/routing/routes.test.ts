import { describe, expect, it } from 'vitest';
import { matchRoute } from '@lib/routing/routes';

describe('matchRoute', () => {
  it.each([
    ['/en-us', 'home', 'Home'],
    ['/en-us/c/mens-running-shoes-1234', 'category', 'Category'],
    ['/fr-ca/p/trail-runner-ST0A1B2C', 'product', 'Product'],
  ] as const)('%s is %s', (path, name, pageClass) => {
    expect(matchRoute(path)).toMatchObject({ name, pageClass });
  });
});
