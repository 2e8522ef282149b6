import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { BLOCK_RENDERERS } from '@registry/renderers';
import { createPageContext } from '@lib/page/page-context';
import { recommendationCarouselSchema } from '@schemas/content/blocks/recommendation-carousel';
import { upsellListSchema } from '@schemas/content/blocks/upsell-list';
import { createBlockContainer } from '../../helpers/block-container';
import { startTestApi, type TestApi } from '../../helpers/api-app';
import { queryRows } from '../../helpers/query-rows';
import { clientFor } from '../server/discovery/call';

let container: AstroContainer;
let api: TestApi;
let productId: string;

beforeAll(async () => {
  [container, api] = await Promise.all([createBlockContainer(), startTestApi()]);
  const [row] = await queryRows<{ product_id: string }>(api.database.db, sql`
    select i.product_id from catalog_product_set_items i join catalog_product_sets s on s.id = i.set_id
    where s.site_id = 'stride' and s.type = 'complete-the-look' order by i.product_id limit 1`);
  productId = row!.product_id;
}, 120_000);
afterAll(async () => api?.close());

const ctx = (withProduct: boolean) =>
  createPageContext({
    siteId: 'stride', locale: 'en-us', preview: false, pageClass: withProduct ? 'Product' : 'Home', carried: new URLSearchParams('siteId=stride'),
    api: clientFor(api), ...(withProduct ? { productId } : {}),
  });

/** A block as a page renders it: its load (registry/renderers.ts) first, then the component with what it answered. */
async function renderBlock(type: 'recommendation-carousel' | 'upsell-list', data: unknown, withProduct = true) {
  const pageCtx = ctx(withProduct);
  const renderer = BLOCK_RENDERERS[type];
  const loaded = await renderer.load!(data, pageCtx);
  const component = (await renderer.component()).default;
  return container.renderToString(component as never, { props: { data, ctx: pageCtx, loaded }, request: new Request('http://localhost/en-us') });
}

describe('recommendation carousel block', () => {
  it('renders the related products of the page on the server, hydrating within 200 px of the viewport', async () => {
    const html = await renderBlock('recommendation-carousel', recommendationCarouselSchema.parse({ title: 'You may also like', widgetId: 'pdp-similar' }));
    expect(html).toContain('client="visible"');
    expect(html).toMatch(/opts="[^"]*rootMargin[^"]*200px/);
    const slides = html.match(/class="carousel__slide"/g) ?? [];
    expect(slides.length).toBeGreaterThan(3);
    expect(html).toMatch(/data-interaction-origin="recommendation-carousel"[^>]*data-product-id="ST/);
    expect(html).toMatch(/data-rec-token="[^"]+"/);
    expect(html).toContain('?siteId=stride');
    expect(html).not.toContain(`data-product-id="${productId}"`);
  });

  it('shows what is trending where the page has no product, and only a frame for recently viewed', async () => {
    const trending = await renderBlock('recommendation-carousel', recommendationCarouselSchema.parse({ title: 'Trending', widgetId: 'home', source: 'related' }), false);
    expect(trending).toContain('data-recommendation-type="trending"');
    const recent = await renderBlock('recommendation-carousel', recommendationCarouselSchema.parse({ title: 'Recently viewed', widgetId: 'rv', source: 'recently-viewed' }));
    expect(recent).toContain('aria-busy="true"');
    expect(recent).not.toContain('carousel__slide');
  });
});

describe('upsell list block', () => {
  it('lists 3 products that complete the look by default, linking with their origin', async () => {
    const html = await renderBlock('upsell-list', upsellListSchema.parse({ title: 'Complete the look' }));
    expect(html.match(/data-interaction-origin="up-sell-complete-the-look"/g)).toHaveLength(3);
    expect(html).not.toContain(`data-product-id="${productId}"`);
    expect(html).toMatch(/class="price/);
    expect(html).not.toContain('astro-island');
  });

  it('renders nothing on a page without a product', async () => {
    const html = await renderBlock('upsell-list', upsellListSchema.parse({ title: 'Complete the look' }), false);
    expect(html).not.toContain('upsell');
  });
});
