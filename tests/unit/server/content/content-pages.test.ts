import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@lib/api/client';
import { resolveRequestContext } from '@lib/routing/request-context';
import { planPage } from '../../../../src/page-kinds/plan-page';
import { richText, startContentApp, type ContentTestApp } from './content-test-app';
import { checkAnswerContract } from '@lib/api/check-answer.server';

let t: ContentTestApp;
beforeAll(async () => {
  t = await startContentApp();
});
afterAll(() => t?.database.close());

/** Plans a storefront URL the way [...path].astro does, against the in-process API. */
async function load(href: string) {
  const url = new URL(href, 'http://shop.test');
  const request = resolveRequestContext(url, new Headers());
  const api = new ApiClient({ checkAnswer: checkAnswerContract, baseUrl: 'http://shop.test/api', fetch: async (req) => t.app.fetch(req), locale: request.locale, siteId: request.siteId });
  const plan = await planPage({ url, request, api });
  if (plan.outcome !== 'render') throw new Error(`${href} was not rendered: ${plan.outcome}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { kind: plan.kind, status: plan.status, ...(plan.data as any) };
}

describe('generic pages', () => {
  it('serves a page document at /{locale}/{path}', async () => {
    const data = await load('/fr-ca/help/returns/how-to-return?siteId=loom');
    expect(data.kind).toBe('generic');
    if (data.kind !== 'generic') return;
    // The document holds the page's own title; the layout adds the site's name (planPage, documentTitle).
    expect(data.canvas.title).toBe('Comment retourner un article');
    expect(data.canvas.docType).toBe('page');
  });

  it('is the 404 Error page when no document exists', async () => {
    const data = await load('/en-us/no-such-page');
    expect(data.kind).toBe('not-found');
    expect(data.status).toBe(404);
    expect(data.canvas.description).toBe('Page is not available');
  });

  it('shows the draft only with a valid cms token', async () => {
    const editor = await t.token('editor', '*');
    await t.put({ siteId: 'stride', locale: 'en-us', docType: 'page', key: 'draft-page', canvas: { name: 'Draft', title: 'Draft page', blocks: [richText('x', '<p>x</p>')] }, publish: false }, editor);
    expect((await load('/en-us/draft-page?preview=true')).kind).toBe('not-found');
    const cms = await t.token('preview', 'stride');
    const data = await load(`/en-us/draft-page?cms=${cms}`);
    expect(data.kind).toBe('generic');
  });
});

describe('article pages', () => {
  it('serves an article document at /{locale}/stories/{key}, and the 404 page for an unknown key', async () => {
    const data = await load('/de-de/stories/choosing-trail-shoes?siteId=summit');
    expect(data.kind).toBe('article');
    if (data.kind === 'article') expect(data.canvas).toMatchObject({ docType: 'article', title: 'Die richtigen Trailschuhe finden' });
    expect((await load('/de-de/stories/no-such-story')).kind).toBe('not-found');
  });
});

describe('catalog pages around a broken canvas', () => {
  it('shows a product without editorial blocks when its canvas uses a fragment that is not published', async () => {
    const editor = await t.token('editor', '*');
    const search = await (await t.app.fetch(new Request('http://shop.test/api/products/v2/search/productSearch?locale=de-de&limit=1&siteId=summit'))).json();
    const productId: string = search.products[0].id;
    const put = await t.put({
      siteId: 'summit', locale: 'de-de', docType: 'product', key: productId, publish: true,
      canvas: { name: 'Uses a missing fragment', blocks: [{ id: 'gone', type: 'fragment', version: 1, data: { fragmentId: 'not-published' } }] },
    }, editor);
    expect(put.status).toBe(200);
    const url = new URL(search.products[0].url, 'http://shop.test');
    const data = await load(`${url.pathname}?siteId=summit`);
    expect(data.kind).toBe('product');
    if (data.kind !== 'product') return;
    expect(data.product.id).toBe(productId);
    expect(data.canvas.blocks).toEqual([]);
  });
});

describe('showcase page', () => {
  it('lists a doc type with paging', async () => {
    const data = await load('/en-us/showcase?docType=page&limit=10&page=2&siteId=summit');
    expect(data.kind).toBe('showcase');
    if (data.kind !== 'showcase') return;
    // The 12 generic pages, the newsletter page and the events page (seed parts content-newsletter, content-events).
    expect(data.showcase.list?.total).toBe(14);
    expect(data.showcase.list?.items).toHaveLength(4);
    expect(data.showcase.totalPages).toBe(2);
    expect(data.showcase.drafts).toBe(false);
  });

  it('counts the pages that use a fragment: the seeded free-returns note sits on the default product canvas', async () => {
    const data = await load('/en-us/showcase?docType=fragment&limit=10&siteId=stride');
    if (data.kind !== 'showcase') throw new Error(`expected the showcase, got ${data.kind}`);
    const returns = data.showcase.list?.items.find((item: { name: string }) => item.name === 'Free returns');
    expect(returns?.referrersCount).toBeGreaterThanOrEqual(1);
  });

  it('lists drafts only with a preview token the service accepts, and says why when it refuses one', async () => {
    const editor = await t.token('editor', '*');
    await t.put({ siteId: 'loom', locale: 'en-us', docType: 'page', key: 'unreleased', canvas: { name: 'Unreleased collection', blocks: [richText('x', '<p>x</p>')] }, publish: false }, editor);
    const names = (data: Awaited<ReturnType<typeof load>>) => (data.kind === 'showcase' ? data.showcase.list?.items.map((item: { name: string }) => item.name) ?? [] : []);
    expect(names(await load('/en-us/showcase?docType=page&limit=50&siteId=loom'))).not.toContain('Unreleased collection');
    expect(names(await load('/en-us/showcase?docType=page&limit=50&siteId=loom&preview=true'))).not.toContain('Unreleased collection');
    const token = await t.token('preview', 'loom');
    const withToken = await load(`/en-us/showcase?docType=page&limit=50&siteId=loom&cms=${token}`);
    expect(names(withToken)).toContain('Unreleased collection');
    expect(withToken.kind === 'showcase' && withToken.showcase.drafts).toBe(true);
    const otherSite = await load(`/en-us/showcase?docType=page&limit=50&siteId=loom&cms=${await t.token('preview', 'stride')}`);
    expect(otherSite.kind === 'showcase' && otherSite.showcase.list).toBeUndefined();
    expect(otherSite.kind === 'showcase' && otherSite.showcase.form.error).toContain('preview token was refused');
  });

  it('says the doc type is required, and lists nothing for an unknown type', async () => {
    const missing = await load('/en-us/showcase?docType=&limit=20');
    expect(missing.kind === 'showcase' && missing.showcase.form.error).toBe('Doc type is required');
    const none = await load('/en-us/showcase?docType=nothing');
    expect(none.kind === 'showcase' && none.showcase.list).toEqual({ total: 0, items: [] });
    const refused = await load('/en-us/showcase?docType=Not%20Valid');
    expect(refused.kind === 'showcase' && refused.showcase.form.error).toContain('not valid');
  });
});
