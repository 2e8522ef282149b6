// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import RecommendationCarousel, { type RecommendationCarouselProps } from '@islands/recommendations/RecommendationCarousel';
import { recordRecentlyViewed } from '@islands/recommendations/recently-viewed';
import type { Recommendation } from '@schemas/commerce/recommendations';
import { price } from '../../unit/lib/product/fixtures';
import { stubApi } from './api-stub';

const id = (n: number) => `ST${String(n).padStart(8, '0')}`;
const rec = (n: number): Recommendation => ({
  id: id(n), productId: id(n), title: `Product ${n}`, url: `/en-us/p/product-${id(n)}`, image: `/api/media/products/${id(n)}/001.svg`,
  rating: 4, review_average: 4.2, reviews_count: 3, price: price(5_000), recToken: `tok-${n}`, recommendationId: 'related-1',
});

/** A controllable IntersectionObserver: tests say which elements come into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) { this.observed.add(element); }
  unobserve(element: Element) { this.observed.delete(element); }
  disconnect() { this.observed.clear(); }
  takeRecords() { return []; }
  show(elements: Element[]) {
    const entries = elements.filter((element) => this.observed.has(element)).map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const baseProps: RecommendationCarouselProps = {
  widgetId: 'pdp-similar', title: 'You may also like', type: 'related', productId: id(99), items: [], limit: 12, locale: 'en-us', region: 'NORA',
  preview: false, target: { apiBasePath: '/api', siteId: 'stride', locale: 'en-us' }, carriedQuery: 'siteId=loom',
  texts: { region: 'r', previous: 'Previous slide', next: 'Next slide', goTo: 'Go to slide {n}', pause: 'p', play: 'pl', rated: 'Rated {score} out of 5', currentPrice: 'Current price', originalPrice: 'Original price' },
};
type Pushed = { event: string; ecommerce: { item_list_id: string; items: Array<Record<string, unknown>> } };
const batches = () => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((event) => event.event === 'view_item_list');
const layer = () => batches().flatMap((event) => event.ecommerce.items);

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('recommendation carousel', () => {
  it('renders the server items as product links that carry their origin and recToken', () => {
    render(<RecommendationCarousel {...baseProps} items={[rec(1), rec(2)]} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/en-us/p/product-${id(1)}?siteId=loom`, `/en-us/p/product-${id(2)}?siteId=loom`]);
    expect(links[0]!.dataset).toMatchObject({ interactionOrigin: 'recommendation-carousel', productId: id(1), recToken: 'tok-1', recommendationId: 'related-1', position: '1' });
    expect(screen.getByRole('region', { name: 'You may also like' })).toBeTruthy();
  });

  it('reports each slide once when it comes into view, a batch per push, at most 24', () => {
    const items = Array.from({ length: 30 }, (_, index) => rec(index + 1));
    const { container } = render(<RecommendationCarousel {...baseProps} items={items} />);
    const slides = [...container.querySelectorAll('.carousel__slide')];
    const observer = FakeObserver.instances[0]!;
    act(() => observer.show(slides.slice(0, 6)));
    expect(batches()).toHaveLength(1);
    expect(batches()[0]!.ecommerce).toMatchObject({ item_list_id: 'pdp-similar', item_list_name: 'recommendation-carousel', currency: 'USD' });
    expect(layer()).toHaveLength(6);
    expect(layer()[0]).toEqual({
      item_id: id(1), item_name: 'Product 1', price: 50, quantity: 1, discount: 0, item_list_name: 'recommendation-carousel', index: 1,
      recToken: 'tok-1', recommendationId: 'related-1',
    });
    act(() => observer.show(slides.slice(0, 6)));
    expect(layer()).toHaveLength(6);
    act(() => observer.show(slides));
    expect(layer()).toHaveLength(24);
    expect(new Set(layer().map((event) => event.recToken)).size).toBe(24);
  });

  it('loads recently viewed products in the browser, leaving out the page’s product', async () => {
    recordRecentlyViewed(id(3));
    recordRecentlyViewed(id(99));
    recordRecentlyViewed(id(4));
    const { calls } = stubApi({
      'GET /products/v1/widgetRecommendations': { body: { type: 'recently-viewed', recommendationId: 'rv-1', recommendations: [rec(4), rec(3)] } },
    });
    render(<RecommendationCarousel {...baseProps} type="recently-viewed" widgetId="pdp-recently-viewed" title="Recently viewed" />);
    expect(screen.getByTestId('recommendation-carousel').getAttribute('aria-busy')).toBe('true');
    // The first import() of the product API module is cold in the test runner: allow it time on a busy machine.
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2), { timeout: 5000 });
    expect(calls[0]!.search.get('type')).toBe('recently-viewed');
    expect(calls[0]!.search.get('productIds')).toBe(`${id(4)},${id(3)}`);
  });

  it('shows nothing without recently viewed products (or without consent in EMEA)', async () => {
    recordRecentlyViewed(id(3));
    const { fetchStub } = stubApi({});
    const { container } = render(<RecommendationCarousel {...baseProps} type="recently-viewed" region="EMEA" />);
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
