import { describe, expect, it } from 'vitest';
import { linkMatchesCurrent } from '@blocks/collections/cta-match';
import { pickSegment, segmentHolds, type ShopperState } from '@shared/personalisation/segments';
import { readTestContext } from '@blocks/personalisation/shopper-state';
import { facetsShownFor, fill, showReadMore, toggleTag } from '@blocks/text/article-grid-state';
import { migrateArticleGrid } from '@schemas/content/blocks/article-grid';
import { FACETS_SHOWN } from '@schemas/constants';
import { SEGMENT_CONDITIONS } from '@schemas/content/blocks/segmentation';

describe('CTA collection: current link', () => {
  const current = new URL('http://shop.test/en-us/search?q=hiking&siteId=stride');
  it('matches the same path when every query parameter of the link is present', () => {
    expect(linkMatchesCurrent('/en-us/search?q=hiking', current)).toBe(true);
    expect(linkMatchesCurrent('/en-us/search/', current)).toBe(true);
  });
  it('does not match another path, another query value or an external link', () => {
    expect(linkMatchesCurrent('/en-us/search?q=running', current)).toBe(false);
    expect(linkMatchesCurrent('/en-us/c/running-1001', current)).toBe(false);
    expect(linkMatchesCurrent('https://shop.test/en-us/search?q=hiking', current)).toBe(false);
  });
});

describe('segmentation', () => {
  const member: ShopperState = { cartItems: 2, session: { loggedIn: true, loyaltyMember: true, employee: false, profileTypes: ['athlete'] } };
  it('keeps the baseline while the state is unknown (no session source yet, no cart)', () => {
    for (const condition of SEGMENT_CONDITIONS) expect(segmentHolds(condition, {})).toBe(false);
  });
  it('evaluates cart conditions from the stored cart alone', () => {
    expect(segmentHolds('cart-empty', { cartItems: 0 })).toBe(true);
    expect(segmentHolds('cart-not-empty', { cartItems: 3 })).toBe(true);
    expect(segmentHolds('logged-in', { cartItems: 3 })).toBe(false);
  });
  it('evaluates session conditions and their negatives', () => {
    expect(segmentHolds('logged-in', member)).toBe(true);
    expect(segmentHolds('logged-out', member)).toBe(false);
    expect(segmentHolds('non-employee', member)).toBe(true);
    expect(segmentHolds('athlete', member)).toBe(true);
    expect(segmentHolds('non-athlete', member)).toBe(false);
    expect(segmentHolds('ipa', member)).toBe(false);
    expect(segmentHolds('non-wranx', member)).toBe(true);
  });
  it('picks the first segment whose condition holds', () => {
    const segments = [{ id: 'employee' as const }, { id: 'loyalty-member' as const }, { id: 'cart-not-empty' as const }];
    expect(pickSegment(segments, member)?.id).toBe('loyalty-member');
    expect(pickSegment(segments, {})).toBeUndefined();
  });
  it('reads the p13n_testcontext JSON and ignores anything malformed', () => {
    expect(readTestContext(`?p13n_testcontext=${encodeURIComponent('{"exp-1":"v-2","n":3}')}`)).toEqual({ 'exp-1': 'v-2' });
    expect(readTestContext('?p13n_testcontext=not-json')).toEqual({});
    expect(readTestContext('?p13n_testcontext=[1]')).toEqual({});
    expect(readTestContext('')).toEqual({});
  });
});

describe('article grid', () => {
  it('offers read more while load more is on and fewer articles are shown than the total', () => {
    expect(showReadMore(true, 3, 8)).toBe(true);
    expect(showReadMore(true, 8, 8)).toBe(false);
    expect(showReadMore(false, 3, 8)).toBe(false);
  });
  it('toggles a tag on and off without changing the previous set', () => {
    const none = new Set<string>();
    const trail = toggleTag(none, 'trail');
    expect([...toggleTag(trail, 'gear')]).toEqual(['trail', 'gear']);
    expect([...toggleTag(trail, 'trail')]).toEqual([]);
    expect(none.size).toBe(0);
  });
  it('fills label placeholders', () => {
    expect(fill('{shown} of {total} articles', { shown: 3, total: 8 })).toBe('3 of 8 articles');
  });
  it('version 1 inline articles migrate away: version 2 lists article documents', () => {
    expect(migrateArticleGrid({ title: 'Stories', rows: 1, articles: [{}] }, 1)).toEqual({ title: 'Stories', rows: 1 });
  });
  it('shows 4, 10 or 20 facets by viewport', () => {
    expect([320, 800, 1280].map((width) => facetsShownFor(width, FACETS_SHOWN))).toEqual([4, 10, 20]);
  });
});
