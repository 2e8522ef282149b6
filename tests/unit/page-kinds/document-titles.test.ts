import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@lib/api/client';
import { resolveRequestContext } from '@lib/routing/request-context';
import { checkAnswerContract } from '@lib/api/check-answer.server';
import { planPage } from '../../../src/page-kinds/plan-page';
import { startTestApi, TEST_API_BASE, type TestApi } from '../../helpers/api-app';

let api: TestApi;
let productPath: string;
let categoryPath: string;

beforeAll(async () => {
  api = await startTestApi();
  const search = await (await api.call('/products/v2/search/productSearch?limit=1', { brand: 'stride', locale: 'en-us' })).json();
  productPath = new URL(search.products[0].url, 'http://shop.test').pathname;
  const catalog = await (await api.call('/products/v2/catalog', { brand: 'stride', locale: 'en-us' })).json();
  const men = catalog.categories[0];
  categoryPath = new URL(men.url, 'http://shop.test').pathname;
}, 60_000);
afterAll(() => api?.close());

/** The head that planPage gives a storefront URL (title, robots, canonical), read against the in-process API. */
async function metaOf(href: string) {
  const url = new URL(href, 'http://shop.test');
  const request = resolveRequestContext(url, new Headers());
  const client = new ApiClient({
    checkAnswer: checkAnswerContract,
    baseUrl: `http://shop.test${TEST_API_BASE}`,
    locale: request.locale,
    siteId: request.siteId,
    fetch: async (req) => api.app.fetch(req),
  });
  const plan = await planPage({ url, request, api: client });
  if (plan.outcome === 'redirect') throw new Error(`${href} redirects to ${plan.location}`);
  await plan.settled();
  return plan.meta;
}

const titleOf = async (href: string): Promise<string> => (await metaOf(href)).title;

const times = (text: string, word: string) => text.split(' | ').filter((part) => part === word).length;

describe('document titles', () => {
  it('name the page first and the site once, on every kind of page', async () => {
    const pages = [categoryPath, productPath, '/en-us/sign-in', '/en-us/search?q=runner', '/en-us/loyalty', '/en-us/cart', '/en-us/favorites', '/en-us/help/contact-us', '/en-us/no-such-page'];
    for (const path of pages) {
      const title = await titleOf(path);
      expect(title, path).toMatch(/^.+ \| Stride$/);
      expect(times(title, 'Stride'), `${path}: ${title}`).toBe(1);
    }
    expect(await titleOf('/en-us/sign-in')).toBe('Sign in | Stride');
    expect(await titleOf('/fr-fr/sign-in?siteId=loom')).toMatch(/^[^|]+ \| Loom$/);
  });

  it('lead with the site name on the home page, followed by its tagline', async () => {
    expect(await titleOf('/en-us')).toBe('Stride | Made for the long run');
    expect(await titleOf('/de-de?siteId=summit')).toMatch(/^Summit \| [^|]+$/);
  });
});

describe('search pages for crawlers', () => {
  it('index a term that finds products, once per term and page; keep filtered, re-sorted and empty results out', async () => {
    expect(await metaOf('/en-us/search?q=runner')).toMatchObject({ robots: undefined, canonicalPath: '/en-us/search?q=runner' });
    expect(await metaOf('/en-us/search?q=%20Road%20%20Runner%20')).toMatchObject({ robots: undefined, canonicalPath: '/en-us/search?q=road+runner' });
    expect(await metaOf('/en-us/search?q=runner&sort=price-low-high')).toMatchObject({ robots: 'noindex,follow' });
    expect(await metaOf('/en-us/search?q=runner&color=001')).toMatchObject({ robots: 'noindex,follow' });
    // A stranger's spam term finds nothing in the catalog: never an indexed page.
    expect(await metaOf('/en-us/search?q=cheap%20pills%20online')).toMatchObject({ robots: 'noindex,follow' });
  });

  it('point the search page without a term at the search hub', async () => {
    expect(await metaOf('/fr-fr/search')).toMatchObject({ robots: undefined, canonicalPath: '/fr-fr/searchhub' });
  });
});
