import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInWithReturn } from '@lib/routing/return-path';

describe('return path after sign-in', () => {
  it('keeps a storefront path with its query', () => {
    expect(safeReturnPath('/en-us/account')).toBe('/en-us/account');
    expect(safeReturnPath('/fr-ca/account?siteId=loom')).toBe('/fr-ca/account?siteId=loom');
  });

  it('refuses anything that could leave the shop or is not a route', () => {
    for (const value of ['https://evil.test/en-us', '//evil.test/en-us', '/\\evil.test', 'en-us/account', '/xx-yy/account', '', null, undefined, `/${'a'.repeat(600)}`]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });

  it('adds the way back to a sign-in link and keeps its carried query', () => {
    expect(signInWithReturn('/en-us/sign-in?siteId=loom', '/en-us/account?siteId=loom')).toBe('/en-us/sign-in?siteId=loom&returnUrl=%2Fen-us%2Faccount%3FsiteId%3Dloom');
  });
});
