import { describe, expect, it } from 'vitest';
import { categoryPath, matchRoute, productPath, sharedFavoritesPath, slugify, isSignOutRedirectPath } from '@shared/routing/routes';

// Table-driven from spec §2: every route pattern and the page class it is classified as.
describe('matchRoute: §2 route patterns', () => {
  it.each([
    ['/en-us', 'home', 'Home'],
    ['/fr-ca/', 'home', 'Home'],
    ['/en-us/c/mens-running-shoes-1234', 'category', 'Category'],
    ['/de-de/c/wandern-1234567890', 'category', 'Category'],
    ['/fr-ca/p/trail-runner-ST0A1B2C', 'product', 'Product'],
    ['/en-gb/p/parka-SU0A1B2C3D4', 'product', 'Product'],
    ['/en-us/cart', 'cart', 'Cart'],
    ['/en-us/checkout', 'checkout', 'Checkout'],
    ['/en-us/checkout/billing', 'checkout', 'Checkout'],
    ['/en-us/order-confirmation', 'order-confirmation', 'Order confirmation'],
    ['/en-us/account', 'account', 'Account'],
    ['/en-us/account/addresses', 'account', 'Account'],
    ['/en-us/favorites', 'favorites', 'Account'],
    ['/en-us/favorites/shared/0b6f3c9e-7d1a-4f57-9d54-2f0e5a1c8b3d', 'shared-favorites', 'Other'],
    ['/en-us/search', 'search', 'Search'],
    ['/en-us/searchhub', 'searchhub', 'Search'],
    ['/en-us/associate-login', 'associate-login', 'Other'],
    ['/en-us/showcase', 'showcase', 'Other'],
    ['/fr-ca/showcase/', 'showcase', 'Other'],
    ['/en-us/sign-in', 'sign-in', 'Account'],
    ['/fr-ca/sign-up', 'sign-up', 'Account'],
    ['/en-us/forgot-password', 'forgot-password', 'Account'],
    ['/en-us/dev/outbox', 'dev-outbox', 'Other'],
    ['/en-us/help/contact-us', 'contact-us', 'Other'],
    ['/en-us/employee-sign-in', 'employee-sign-in', 'Account'],
    ['/en-us/help/returns/how-to-return', 'generic', 'Other'],
    ['/it-it/loyalty-terms', 'generic', 'Other'],
    ['/en-us/associate-discount-terms', 'generic', 'Other'],
  ] as const)('%s → %s (%s)', (path, name, pageClass) => {
    expect(matchRoute(path)).toMatchObject({ name, pageClass });
  });

  it('reads ids, slugs and locale from the path', () => {
    expect(matchRoute('/en-ca/c/womens-hiking-boots-20431')).toEqual({
      name: 'category', locale: 'en-ca', pageClass: 'Category', slug: 'womens-hiking-boots', id: '20431',
    });
    expect(matchRoute('/it-it/p/giacca-SU12345678')).toMatchObject({ locale: 'it-it', slug: 'giacca', id: 'SU12345678' });
  });

  it.each([
    ['/', 'no locale'],
    ['/xx-xx', 'unknown locale'],
    ['/EN-US', 'upper-case locale'],
    ['/en-us/c/shoes-123', 'category id shorter than 4 digits'],
    ['/en-us/c/shoes-12345678901', 'category id longer than 10 digits'],
    ['/en-us/c/1234', 'category without slug'],
    ['/en-us/p/shoe-ST12345', 'product code shorter than 8'],
    ['/en-us/p/shoe-ST1234567890', 'product code longer than 11'],
    ['/en-us/p/shoe-st123456', 'lower-case product code'],
    ['/en-us/some%zzpath', 'malformed escape'],
    ['/en-us/<script>', 'characters no route has'],
  ])('%s matches nothing (%s)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('builds paths that match their own patterns', () => {
    const category = categoryPath('fr-ca', 'Chaussures de randonnée', '20431');
    expect(category).toBe('/fr-ca/c/chaussures-de-randonnee-20431');
    expect(matchRoute(category)).toMatchObject({ name: 'category', id: '20431' });
    const product = productPath('de-de', 'Trail Läufer 2', 'ST0A1B2C');
    expect(product).toBe('/de-de/p/trail-laufer-2-ST0A1B2C');
    expect(matchRoute(product)).toMatchObject({ name: 'product', id: 'ST0A1B2C' });
    const shared = sharedFavoritesPath('it-it', '0b6f3c9e-7d1a', 'AbC_12-x');
    expect(shared).toBe('/it-it/favorites/shared/0b6f3c9e-7d1a?shareId=AbC_12-x');
    expect(matchRoute(new URL(shared, 'http://shop.test').pathname)).toMatchObject({ name: 'shared-favorites', locale: 'it-it' });
  });

  it('slugifies accents and punctuation', () => {
    expect(slugify('  Crème  Brûlée & Co. ')).toBe('creme-brulee-co');
    expect(slugify('!!!')).toBe('item');
  });

  it.each([
    ['/en-us/account', true],
    ['/en-us/account/addresses', true],
    ['/fr-ca/cart', true],
    ['/en-us/checkout/billing', true],
    ['/en-us/favorites', true],
    ['/en-us/favorites/shared/0b6f3c9e', false],
    ['/en-us', false],
    ['/en-us/sign-in', false],
    ['/en-us/p/trail-runner-ST0A1B2C', false],
  ])('sign-out from %s redirects home: %s', (path, expected) => {
    expect(isSignOutRedirectPath(path)).toBe(expected);
  });
});
