import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvasSchema } from '@schemas/content/canvas';
import { showcaseListSchema } from '@schemas/content/document';
import { apiErrorBodySchema } from '@schemas/commerce/error';
import { richText, startContentApp, type ContentTestApp } from './content-test-app';

let t: ContentTestApp;
let editor: string;
beforeAll(async () => {
  t = await startContentApp();
  editor = await t.token('editor', '*');
});
afterAll(() => t?.database.close());

const errorIdOf = async (response: Response) => apiErrorBodySchema.parse(await response.json()).errorDetails[0]!.errorId;

describe('content routes (publish)', () => {
  it.each([
    ['footer/stride', 'footer'],
    ['menu/loom', 'menu'],
    ['search/summit/no-results', 'search'],
    ['page/stride/help/returns/how-to-return', 'page'],
    ['page/loom/loyalty', 'page'],
  ])('serves %s', async (path, docType) => {
    const response = await t.get(`/publish/caas/v1/canvas/${path}?locale=en-us`);
    // search/{site}/{searchType}: no canvas for this search type, so the site's default search canvas (the named page).
    expect(response.status, path).toBe(200);
    expect(canvasSchema.parse(await response.json()).docType).toBe(docType);
  });

  it('serves localized generic page titles', async () => {
    const response = await t.get('/publish/caas/v1/canvas/page/summit/help/contact-us?locale=de-de');
    // The page's own title, in the locale's language: the storefront's layout adds the site's name.
    expect(canvasSchema.parse(await response.json()).title).toBe('Kontakt');
  });

  it('serves a fragment of the request site, and 404 CNT404 for an unknown one', async () => {
    const found = await t.get('/publish/caas/v1/canvas/fragment/free-returns?locale=fr-fr&siteId=loom');
    expect(canvasSchema.parse(await found.json())).toMatchObject({ siteId: 'loom', docType: 'fragment' });
    const missing = await t.get('/publish/caas/v1/canvas/fragment/nope?locale=fr-fr&siteId=loom');
    expect(missing.status).toBe(404);
    expect(await errorIdOf(missing)).toBe('CNT404');
  });

  it('lists pop-ups and child pages', async () => {
    const popups = (await (await t.get('/publish/caas/v1/canvas/popups/stride?locale=en-gb')).json()) as { total: number; items: unknown[] };
    // Listed by key: the join offer first, then the newsletter; each holds one popup block.
    expect(popups.total).toBe(2);
    const items = popups.items.map((item) => canvasSchema.parse(item));
    expect(items.map((item) => [item.docType, item.blocks.map((block) => block.type)])).toEqual([['popup', ['popup']], ['popup', ['popup']]]);
    expect(items.map((item) => item.blocks[0]!.data.popupId)).toEqual(['seed-welcome', 'seed-newsletter']);
    const children = (await (await t.get('/publish/caas/v1/canvas/children/stride/help?locale=en-gb')).json()) as { items: Array<{ path: string }> };
    expect(children.items.map((item) => item.path)).toEqual(['help/contact-us']);
    const deeper = (await (await t.get('/publish/caas/v1/canvas/children/stride/help/returns?locale=en-gb')).json()) as { items: Array<{ path: string }> };
    expect(deeper.items.map((item) => item.path)).toEqual(['help/returns/how-to-return']);
  });

  it('lists the showcase with the default limit 20, paging and layoutVariant filter', async () => {
    const all = showcaseListSchema.parse(await (await t.get('/publish/caas/v1/canvas/showcase/stride/page?locale=en-us')).json());
    // The 12 generic pages, the newsletter page and the events page (seed parts content-newsletter, content-events).
    expect(all.total).toBe(14);
    expect(all.items).toHaveLength(14);
    expect(all.items[0]).toMatchObject({ id: expect.stringMatching(/^stride:en-us:page:/), referrersCount: 1 });
    const second = showcaseListSchema.parse(await (await t.get('/publish/caas/v1/canvas/showcase/stride/page?locale=en-us&limit=10&offset=10')).json());
    expect(second).toMatchObject({ total: 14 });
    expect(second.items).toHaveLength(4);
    const landing = showcaseListSchema.parse(await (await t.get('/publish/caas/v1/canvas/showcase/stride/page?locale=en-us&layoutVariant=landing')).json());
    expect(landing.total).toBe(5);
    const none = showcaseListSchema.parse(await (await t.get('/publish/caas/v1/canvas/showcase/stride/nothing-here?locale=en-us')).json());
    expect(none).toEqual({ total: 0, items: [] });
  });

  it.each(['limit=15', 'limit=abc', 'offset=-1'])('refuses showcase %s with 400', async (query) => {
    const response = await t.get(`/publish/caas/v1/canvas/showcase/stride/page?${query}`);
    expect(response.status).toBe(400);
    expect(await errorIdOf(response)).toBe('API400');
  });

  it('answers 404 API404 for a bad mode and CNT404 for an unknown document or site', async () => {
    expect(await errorIdOf(await t.get('/draft/caas/v1/canvas/footer/stride'))).toBe('API404');
    expect(await errorIdOf(await t.get('/publish/caas/v1/canvas/page/stride/no/such/page'))).toBe('CNT404');
    expect(await errorIdOf(await t.get('/publish/caas/v1/canvas/footer/nobrand'))).toBe('CNT404');
  });

  it('answers 204 with nothing for a path on the exclusion list and for a document flagged excluded', async () => {
    const listed = await t.get('/publish/caas/v1/canvas/page/stride/internal/tools');
    expect(listed.status).toBe(204);
    expect(await listed.text()).toBe('');
    const put = await t.put({ siteId: 'stride', locale: 'en-us', docType: 'page', key: 'hidden', canvas: { name: 'Hidden', blocks: [] }, publish: true, excluded: true }, editor);
    expect(put.status).toBe(200);
    const flagged = await t.get('/publish/caas/v1/canvas/page/stride/hidden?locale=en-us');
    expect(flagged.status).toBe(204);
  });

  it('fails a page whose fragment is missing or unpublished, with the fragment status', async () => {
    const page = { siteId: 'summit', locale: 'it-it', docType: 'page', key: 'with-fragment', publish: true };
    await t.put({ ...page, canvas: { name: 'Uses a fragment', blocks: [richText('t', '<p>x</p>', { fragmentId: 'draft-only' })] } }, editor);
    const missing = await t.get('/publish/caas/v1/canvas/page/summit/with-fragment?locale=it-it');
    expect(missing.status).toBe(404);
    expect(apiErrorBodySchema.parse(await missing.json()).errorDetails[0]!.message).toContain("Fragment 'draft-only'");

    const fragment = { siteId: 'summit', locale: 'it-it', docType: 'fragment', key: 'draft-only', canvas: { name: 'Fragment', blocks: [] } };
    const stored = await (await t.put({ ...fragment, publish: false }, editor)).json();
    expect(stored.referrers).toEqual(['summit:it-it:page:with-fragment']);
    expect((await t.get('/publish/caas/v1/canvas/page/summit/with-fragment?locale=it-it')).status).toBe(404);
    await t.put({ ...fragment, publish: true }, editor);
    expect((await t.get('/publish/caas/v1/canvas/page/summit/with-fragment?locale=it-it')).status).toBe(200);

    const showcase = showcaseListSchema.parse(await (await t.get('/publish/caas/v1/canvas/showcase/summit/fragment?locale=it-it')).json());
    expect(showcase.items.find((item) => item.id.endsWith(':draft-only'))?.referrersCount).toBe(1);
  });
});
