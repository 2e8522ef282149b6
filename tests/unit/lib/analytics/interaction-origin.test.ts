// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORIGIN_STORAGE_KEY, recordProductClick, trackProductClicks } from '@lib/analytics/interaction-origin';
import { pushProductView, takeInteractionOrigin } from '@lib/analytics/product-view-origin';

const layer = () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;

function link(attributes: Record<string, string>): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = '#product';
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  a.textContent = 'Runner';
  document.body.append(a);
  return a;
}

beforeEach(() => {
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  sessionStorage.clear();
  document.body.innerHTML = '';
});
afterEach(() => sessionStorage.clear());

describe('interaction origins', () => {
  it('a tracked click pushes productClick and the product page view carries its origin once', () => {
    const tile = link({ 'data-interaction-origin': 'search', 'data-product-id': 'ST00000001', 'data-position': '3' });
    expect(recordProductClick(tile, 1_000)).toBe('search');
    expect(layer()).toEqual([{ event: 'productClick', interactionOrigin: 'search', productId: 'ST00000001', position: 3 }]);
    expect(pushProductView({ id: 'ST00000001', name: 'Runner' }, 2_000)).toBe('search');
    expect(layer()[1]).toEqual({ event: 'productView', productId: 'ST00000001', productName: 'Runner', interactionOrigin: 'search' });
    // Reloading the page is a direct visit.
    expect(takeInteractionOrigin('ST00000001', 3_000)).toBe('direct-to-pdp');
  });

  it('recommendation links carry recToken and recommendationId', () => {
    const rec = link({
      'data-interaction-origin': 'recommendation-carousel', 'data-product-id': 'ST00000002', 'data-rec-token': 'tok', 'data-recommendation-id': 'related-1',
    });
    recordProductClick(rec);
    expect(layer()[0]).toMatchObject({ interactionOrigin: 'recommendation-carousel', recToken: 'tok', recommendationId: 'related-1' });
  });

  it('is direct-to-pdp for another product, an old click, an unknown origin or a damaged entry', () => {
    recordProductClick(link({ 'data-interaction-origin': 'grid', 'data-product-id': 'ST00000001' }), 0);
    expect(takeInteractionOrigin('ST00000009', 10)).toBe('direct-to-pdp');
    recordProductClick(link({ 'data-interaction-origin': 'grid', 'data-product-id': 'ST00000001' }), 0);
    expect(takeInteractionOrigin('ST00000001', 31 * 60 * 1000)).toBe('direct-to-pdp');
    expect(recordProductClick(link({ 'data-interaction-origin': 'somewhere', 'data-product-id': 'ST00000001' }))).toBeNull();
    sessionStorage.setItem(ORIGIN_STORAGE_KEY, '{not json');
    expect(takeInteractionOrigin('ST00000001')).toBe('direct-to-pdp');
  });

  it('records clicks through one delegated listener, whoever rendered the link', () => {
    trackProductClicks();
    trackProductClicks();
    const tile = link({ 'data-interaction-origin': 'up-sell-complete-the-look', 'data-product-id': 'ST00000003' });
    tile.addEventListener('click', (event) => event.preventDefault());
    tile.click();
    expect(layer()).toEqual([{ event: 'productClick', interactionOrigin: 'up-sell-complete-the-look', productId: 'ST00000003' }]);
    expect(JSON.parse(sessionStorage.getItem(ORIGIN_STORAGE_KEY)!)).toMatchObject({ origin: 'up-sell-complete-the-look', productId: 'ST00000003' });
  });
});
