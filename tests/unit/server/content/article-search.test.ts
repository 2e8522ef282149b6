import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSearchResponseSchema } from '@schemas/content/articles';
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

const search = async (site: string, query: string, mode = 'publish') => {
  const response = await t.get(`/${mode}/caas/v1/articles/${site}?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return { response, body: articleSearchResponseSchema.parse(await response.json()) };
};

const article = (key: string, title: string, tags: Array<{ id: string; label: string }>, extra: Record<string, unknown> = {}) => ({
  siteId: 'summit', locale: 'en-ca', docType: 'article', key,
  canvas: {
    name: title,
    blocks: [{
      id: 'article', type: 'article-page', version: 1,
      data: { title, publishedAt: '2030-01-01', picture: { src: '/images/content/blocks/article-1.svg', width: 1200, height: 800, alt: '' }, html: '<p>Body</p>', tags },
    }],
  },
  publish: true,
  ...extra,
});

describe('article search', () => {
  it('answers the newest articles with facets, paged by offset and limit', async () => {
    const first = await search('stride', 'locale=en-us&limit=3');
    expect(first.body.total).toBe(8);
    expect(first.body.result.map((item) => item.key)).toEqual(['choosing-trail-shoes', 'your-first-10k', 'layering-for-cold-runs']);
    expect(first.body.result[0]).toMatchObject({ title: 'Choosing trail shoes', url: '/en-us/stories/choosing-trail-shoes', tags: [{ id: 'trail', label: 'Trail' }, { id: 'gear', label: 'Gear' }] });
    expect(first.body.facets.slice(0, 2)).toEqual([{ id: 'gear', label: 'Gear', count: 3 }, { id: 'running', label: 'Running', count: 3 }]);
    expect(first.body.facets.map((facet) => facet.id).sort()).toEqual(['apparel', 'care', 'gear', 'hiking', 'recovery', 'running', 'trail', 'training']);
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');

    const next = await search('stride', 'locale=en-us&limit=3&offset=6');
    expect(next.body.result.map((item) => item.key)).toEqual(['reading-trail-maps', 'rain-proof-your-commute']);
  });

  it('narrows by tagId (any of several, repeated or comma-separated) while facets keep every tag', async () => {
    const trail = await search('loom', 'locale=en-gb&tagId=trail');
    expect(trail.body.result.map((item) => item.key)).toEqual(['choosing-trail-shoes', 'reading-trail-maps']);
    expect(trail.body.facets).toHaveLength(8);
    const repeated = await search('loom', 'locale=en-gb&tagId=trail&tagId=care');
    const commas = await search('loom', 'locale=en-gb&tagId=trail,care');
    expect(repeated.body.total).toBe(3);
    expect(commas.body.result).toEqual(repeated.body.result);
  });

  it('matches every word of the query in the page language, accents ignored', async () => {
    const french = await search('stride', `locale=fr-fr&query=${encodeURIComponent('récupération')}`);
    expect(french.body.result.map((item) => item.title)).toEqual(['Les étirements après une longue sortie']);
    expect(french.body.result[0]!.url).toBe('/fr-fr/stories/stretching-after-a-long-run');
    expect((await search('stride', 'locale=de-de&query=regeneration')).body.total).toBe(1);
    expect((await search('stride', 'locale=en-us&query=trail%20maps')).body.total).toBe(1);
    const none = await search('stride', 'locale=en-us&query=snorkel');
    expect(none.body).toMatchObject({ total: 0, result: [], facets: [] });
  });

  it('refuses bad parameters with 400 naming the field', async () => {
    for (const [query, field] of [['limit=0', 'limit'], ['limit=500', 'limit'], ['offset=-1', 'offset'], ['tagId=Not%20A%20Tag', 'tagId']]) {
      const response = await t.get(`/publish/caas/v1/articles/stride?locale=en-us&${query}`);
      expect(response.status, query).toBe(400);
      expect(apiErrorBodySchema.parse(await response.json()).errorDetails[0]).toMatchObject({ errorId: 'API400', field });
    }
    expect((await t.get('/publish/caas/v1/articles/nowhere?locale=en-us')).status).toBe(404);
  });

  it('lists a draft article only in preview, and a published one right after publishing (cache invalidated)', async () => {
    const base = 'locale=en-ca&query=glacier';
    expect((await search('summit', base)).body.total).toBe(0);
    expect((await t.put(article('glacier-walks', 'Glacier walks', [{ id: 'hiking', label: 'Hiking' }], { publish: false }), editor)).status).toBe(200);
    expect((await search('summit', base)).body.total).toBe(0);
    const token = await t.token('preview', 'summit');
    const preview = await search('summit', `${base}&cms=${token}`, 'preview');
    expect(preview.body.result.map((item) => item.key)).toEqual(['glacier-walks']);
    expect(preview.response.headers.get('cache-control')).toBe('no-store');
    expect((await t.get(`/preview/caas/v1/articles/summit?${base}`)).status).toBe(401);

    expect((await t.put(article('glacier-walks', 'Glacier walks', [{ id: 'hiking', label: 'Hiking' }]), editor)).status).toBe(200);
    const published = await search('summit', base);
    expect(published.body.result[0]).toMatchObject({ key: 'glacier-walks', url: '/en-ca/stories/glacier-walks', publishedAt: '2030-01-01' });
    const canvas = await t.get('/publish/caas/v1/canvas/article/summit/glacier-walks?locale=en-ca');
    expect(canvasSchema.parse(await canvas.json())).toMatchObject({ docType: 'article', name: 'Glacier walks' });
  });
});

describe('document type rules', () => {
  it('refuses an article without an article-page block and a pop-up document holding other blocks', async () => {
    const bareArticle = { siteId: 'summit', locale: 'en-ca', docType: 'article', key: 'bare', canvas: { name: 'Bare', blocks: [richText('text', '<p>x</p>')] }, publish: true };
    const refused = await t.put(bareArticle, editor);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('needs a article-page block');

    const popup = { siteId: 'summit', locale: 'en-ca', docType: 'popup', key: 'text-only', canvas: { name: 'Text', blocks: [richText('text', '<p>x</p>')] }, publish: true };
    const popupRefused = await t.put(popup, editor);
    expect(popupRefused.status).toBe(400);
    expect(apiErrorBodySchema.parse(await popupRefused.json()).errorDetails[0]).toMatchObject({ field: 'canvas.blocks.text' });
  });
});

describe('showcase', () => {
  const showcase = async (query: string, mode = 'publish') =>
    showcaseListSchema.parse(await (await t.get(`/${mode}/caas/v1/canvas/showcase/loom/page?locale=en-us&limit=50${query}`)).json());

  it('lists drafts (and draft names) only with a valid preview token', async () => {
    const page = (key: string, name: string, publish: boolean) => ({ siteId: 'loom', locale: 'en-us', docType: 'page', key, canvas: { name, blocks: [richText('t', '<p>x</p>')] }, publish });
    const token = await t.token('preview', 'loom');
    const before = { published: (await showcase('')).total, preview: (await showcase(`&cms=${token}`, 'preview')).total };
    await t.put(page('draft-only', 'Secret launch', false), editor);
    await t.put(page('renamed', 'Live name', true), editor);
    await t.put(page('renamed', 'Draft name', false), editor);

    const published = await showcase('');
    const names = published.items.map((item) => item.name);
    expect(names).toContain('Live name');
    expect(names).not.toContain('Secret launch');
    expect(names).not.toContain('Draft name');
    expect(published.total).toBe(before.published + 1);

    const preview = await showcase(`&cms=${token}`, 'preview');
    expect(preview.items.map((item) => item.name)).toEqual(expect.arrayContaining(['Secret launch', 'Draft name']));
    expect(preview.total).toBe(before.preview + 2);
    expect((await t.get('/preview/caas/v1/canvas/showcase/loom/page?locale=en-us&cms=forged.token')).status).toBe(401);
  });
});
