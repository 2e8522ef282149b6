import { describe, expect, it } from 'vitest';
import { NO_POPUP_PAGE_CLASSES, pathMatches, popupShowsOnPage } from '@blocks/popups/popup-rules';
import { inAudience, NEW_GUEST, type ShopperState } from '@shared/personalisation/segments';
import { popupSchema } from '@schemas/content/blocks/popup';
import { BLOCK_CATALOGUE } from '@schemas/content/block-catalogue';

const pages = (rules: Partial<ReturnType<typeof popupSchema.parse>['pages']> = {}) => ({ pageClasses: [], excludePageClasses: [], includePaths: [], excludePaths: [], ...rules });

describe('pop-up page rules', () => {
  it('never shows on checkout or the order confirmation, even when a rule names them', () => {
    expect(NO_POPUP_PAGE_CLASSES).toEqual(['Checkout', 'Order confirmation']);
    expect(popupShowsOnPage(pages(), { pageClass: 'Checkout', path: '/en-us/checkout' })).toBe(false);
    expect(popupShowsOnPage(pages({ pageClasses: ['Checkout'] }), { pageClass: 'Checkout', path: '/en-us/checkout' })).toBe(false);
    expect(popupShowsOnPage(pages(), { pageClass: 'Order confirmation', path: '/en-us/order-confirmation' })).toBe(false);
    expect(popupShowsOnPage(pages(), { pageClass: 'Home', path: '/en-us' })).toBe(true);
  });

  it('keeps to the page classes it names and leaves out those it excludes', () => {
    expect(popupShowsOnPage(pages({ pageClasses: ['Product', 'Category'] }), { pageClass: 'Product', path: '/en-us/p/boot-AB12345678' })).toBe(true);
    expect(popupShowsOnPage(pages({ pageClasses: ['Product', 'Category'] }), { pageClass: 'Home', path: '/en-us' })).toBe(false);
    expect(popupShowsOnPage(pages({ excludePageClasses: ['Cart'] }), { pageClass: 'Cart', path: '/en-us/cart' })).toBe(false);
    expect(popupShowsOnPage(pages({ excludePageClasses: ['Cart'] }), { pageClass: 'Search', path: '/en-us/search' })).toBe(true);
  });

  it('matches include and exclude paths after the locale, with * for any characters', () => {
    const rules = pages({ includePaths: ['/c/*', '/loyalty'], excludePaths: ['/c/sale-*'] });
    expect(popupShowsOnPage(rules, { pageClass: 'Category', path: '/fr-fr/c/boots-1001' })).toBe(true);
    expect(popupShowsOnPage(rules, { pageClass: 'Other', path: '/en-us/loyalty/' })).toBe(true);
    expect(popupShowsOnPage(rules, { pageClass: 'Category', path: '/en-us/c/sale-2002' })).toBe(false);
    expect(popupShowsOnPage(rules, { pageClass: 'Other', path: '/en-us/loyalty-terms' })).toBe(false);
    expect(popupShowsOnPage(pages({ excludePaths: ['/'] }), { pageClass: 'Home', path: '/en-us' })).toBe(false);
    expect(pathMatches('/help/*', '/help/returns/how-to-return')).toBe(true);
    expect(pathMatches('/a.b', '/axb')).toBe(false);
  });
});

describe('pop-up audience (the join offer: hidden from members)', () => {
  const join = { showTo: [], hideFrom: ['loyalty-member' as const] };
  const signedIn = (loyaltyMember: boolean | undefined): ShopperState => ({ cartItems: 0, session: { loggedIn: true, employee: false, loyaltyMember, profileTypes: [] } });

  it('takes a guest and a signed-in non-member, not a member', () => {
    expect(inAudience(join, NEW_GUEST)).toBe(true);
    expect(inAudience(join, signedIn(false))).toBe(true);
    expect(inAudience(join, signedIn(true))).toBe(false);
  });

  it('does not offer it while a signed-in shopper\'s membership is not known yet', () => {
    expect(inAudience(join, signedIn(undefined))).toBe(false);
  });

  it('shows to one of showTo only, and to everyone when there are no rules', () => {
    const guests = { showTo: ['logged-out' as const], hideFrom: [] };
    expect(inAudience(guests, NEW_GUEST)).toBe(true);
    expect(inAudience(guests, signedIn(false))).toBe(false);
    expect(inAudience({ showTo: [], hideFrom: [] }, signedIn(undefined))).toBe(true);
  });
});

describe('pop-up block version 2', () => {
  it('loads a stored version 1 pop-up with no rules (every page, everyone)', () => {
    const contract = BLOCK_CATALOGUE.find((entry) => entry.type === 'popup')!;
    expect(contract.version).toBe(2);
    const v1 = { popupId: 'old', minimizedTitle: 'Hi', maximizedTitle: 'Hello' };
    const data = popupSchema.parse(contract.migrate!(v1, 1));
    expect(data.audience).toEqual({ showTo: [], hideFrom: [] });
    expect(data.pages).toEqual(pages());
  });

  it('refuses an unknown segment or page class', () => {
    expect(popupSchema.safeParse({ popupId: 'p', minimizedTitle: 'a', maximizedTitle: 'b', audience: { hideFrom: ['vip'] } }).success).toBe(false);
    expect(popupSchema.safeParse({ popupId: 'p', minimizedTitle: 'a', maximizedTitle: 'b', pages: { pageClasses: ['Landing'] } }).success).toBe(false);
  });
});
