// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { impressionObserver } from '@lib/analytics/list-impressions';
import { impressionData, listItemOf } from '@lib/analytics/tracking-builders';
import type { TrackingEvent } from '@lib/analytics/tracking';

/** A controllable IntersectionObserver: the test says which elements came into view together. */
class FakeObserver {
  static last: FakeObserver;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback, readonly options?: IntersectionObserverInit) {
    FakeObserver.last = this;
  }
  observe(element: Element) { this.observed.add(element); }
  unobserve(element: Element) { this.observed.delete(element); }
  disconnect() { this.observed.clear(); }
  show(elements: Element[], isIntersecting = true) {
    const entries = elements.filter((element) => this.observed.has(element)).map((target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function list(id: string, count: number, origin: 'grid' | 'recommendation-carousel' = 'grid'): HTMLElement[] {
  const container = document.createElement('ul');
  container.dataset.itemList = impressionData({ item_list_id: id, item_list_name: origin, currency: 'USD' });
  const tiles = Array.from({ length: count }, (_, index) => {
    const tile = document.createElement('li');
    tile.dataset.item = impressionData(listItemOf(origin, 'USD', {
      productId: `P${index + 1}`, name: `Product ${index + 1}`, price: 5000, original: index === 0 ? 6000 : 5000, position: index + 1,
      ...(origin === 'recommendation-carousel' ? { recToken: `tok-${index + 1}`, recommendationId: 'related-1' } : {}),
    }));
    container.append(tile);
    return tile;
  });
  document.body.append(container);
  return tiles;
}

let pushed: TrackingEvent[];
beforeEach(() => {
  pushed = [];
  document.body.innerHTML = '';
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('product impressions of a list', () => {
  it('pushes the tiles that came into view together as one view_item_list, with list id, name and index', () => {
    const tiles = list('10001', 8);
    const observer = impressionObserver(Infinity, (event) => pushed.push(event));
    tiles.forEach((tile) => observer.observe(tile));
    expect(FakeObserver.last.options).toEqual({ threshold: 0.5 });
    FakeObserver.last.show(tiles.slice(0, 4));
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({ event: 'view_item_list', ecommerce: { item_list_id: '10001', item_list_name: 'grid', currency: 'USD' } });
    const first = pushed[0] as Extract<TrackingEvent, { event: 'view_item_list' }>;
    expect(first.ecommerce.items.map((item) => item.index)).toEqual([1, 2, 3, 4]);
    expect(first.ecommerce.items[0]).toMatchObject({ item_id: 'P1', discount: 10, discount_type: 'Marked Down' });

    // Scrolling on: only what is new, in its own push; a tile leaving view is not an impression.
    FakeObserver.last.show(tiles.slice(0, 6));
    FakeObserver.last.show(tiles.slice(6), false);
    expect(pushed).toHaveLength(2);
    expect((pushed[1] as Extract<TrackingEvent, { event: 'view_item_list' }>).ecommerce.items.map((item) => item.index)).toEqual([5, 6]);
  });

  it('reports a tile once even when it is observed again (a carousel re-mounting its slides)', () => {
    const tiles = list('pdp-similar', 2, 'recommendation-carousel');
    const observer = impressionObserver(Infinity, (event) => pushed.push(event));
    tiles.forEach((tile) => observer.observe(tile));
    FakeObserver.last.show(tiles);
    tiles.forEach((tile) => observer.observe(tile));
    FakeObserver.last.show(tiles);
    expect(pushed).toHaveLength(1);
    expect((pushed[0] as Extract<TrackingEvent, { event: 'view_item_list' }>).ecommerce.items[1]).toMatchObject({ recToken: 'tok-2', recommendationId: 'related-1', index: 2 });
  });

  it('stops at its maximum (a recommendation carousel reports at most 24)', () => {
    const carousel = list('pdp-similar', 30, 'recommendation-carousel');
    const observer = impressionObserver(24, (event) => pushed.push(event));
    carousel.forEach((tile) => observer.observe(tile));
    FakeObserver.last.show(carousel.slice(0, 20));
    FakeObserver.last.show(carousel);
    expect(pushed.map((event) => event.event === 'view_item_list' && [event.ecommerce.item_list_id, event.ecommerce.items.length])).toEqual([['pdp-similar', 20], ['pdp-similar', 4]]);
  });

});
