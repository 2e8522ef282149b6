import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvasSchema } from '@schemas/content/canvas';
import { apiErrorBodySchema } from '@schemas/commerce/error';
import { signContentToken } from '@server/domain/content/content-tokens';
import { richText, startContentApp, type ContentTestApp } from './content-test-app';

let t: ContentTestApp;
let editor: string;
beforeAll(async () => {
  t = await startContentApp();
  editor = await t.token('editor', '*');
});
afterAll(() => t?.database.close());

const errorOf = async (response: Response) => apiErrorBodySchema.parse(await response.json()).errorDetails[0]!;
const FOOTER = '/caas/v1/canvas/footer/loom?locale=en-gb';
const doc = (key: string, text: string, extra: Record<string, unknown> = {}) => ({
  siteId: 'loom', locale: 'en-gb', docType: 'page', key, canvas: { name: key, blocks: [richText('text', `<p>${text}</p>`)] }, ...extra,
});
const htmlOf = async (response: Response) => JSON.stringify(canvasSchema.parse(await response.json()).blocks);

describe('preview tokens', () => {
  it('refuses preview without a token, with an expired, forged or other-site token', async () => {
    const missing = await t.get(`/preview${FOOTER}`);
    expect(missing.status).toBe(401);
    expect(await errorOf(missing)).toMatchObject({ errorId: 'CNT401' });
    expect(missing.headers.get('cache-control')).toBe('no-store');

    const expired = await t.token('preview', 'loom', Date.now() - 2 * 60 * 60 * 1000);
    expect((await t.get(`/preview${FOOTER}&cms=${expired}`)).status).toBe(401);
    const forged = signContentToken({ role: 'preview', siteId: 'loom', exp: Date.now() / 1000 + 600 }, 'not-the-server-secret');
    expect((await t.get(`/preview${FOOTER}&cms=${forged}`)).status).toBe(401);
    const tampered = (await t.token('preview', 'stride')).replace(/^[^.]+/, Buffer.from('{"role":"preview","siteId":"loom","exp":9999999999}').toString('base64url'));
    expect((await t.get(`/preview${FOOTER}&cms=${tampered}`)).status).toBe(401);
    const otherSite = await t.get(`/preview${FOOTER}&cms=${await t.token('preview', 'stride')}`);
    expect(otherSite.status).toBe(403);
    expect(await errorOf(otherSite)).toMatchObject({ errorId: 'CNT403' });
  });

  it('serves preview with a valid token in the cms parameter or the x-editor-token header, never cached', async () => {
    const token = await t.token('preview', 'loom');
    const byQuery = await t.get(`/preview${FOOTER}&cms=${token}`);
    expect(byQuery.status).toBe(200);
    expect(byQuery.headers.get('cache-control')).toBe('no-store');
    expect((await t.get(`/preview${FOOTER}`, { 'x-editor-token': token })).status).toBe(200);
  });

  it('mints preview tokens for editors only', async () => {
    const minted = await t.get('/content/v1/preview-token?siteId=summit', { authorization: `Bearer ${editor}` });
    expect(minted.status).toBe(200);
    const { token } = (await minted.json()) as { token: string };
    expect((await t.get(`/preview/caas/v1/canvas/footer/summit?cms=${token}`)).status).toBe(200);
    expect((await t.get('/content/v1/preview-token?siteId=summit')).status).toBe(401);
    expect((await t.get('/content/v1/preview-token?siteId=summit', { authorization: `Bearer ${token}` })).status).toBe(403);
  });
});

describe('drafts, publishing and the cache', () => {
  it('publish via PUT is seen by the next published read (cache invalidated); drafts only in preview', async () => {
    const path = '/caas/v1/canvas/page/loom/news?locale=en-gb';
    expect((await t.put(doc('news', 'first'), editor)).status).toBe(400); // publish is required
    expect((await t.put({ ...doc('news', 'first'), publish: true }, editor)).status).toBe(200);
    const first = await t.get(`/publish${path}`);
    expect(first.headers.get('x-content-cache')).toBe('miss');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(await htmlOf(first)).toContain('first');
    expect((await t.get(`/publish${path}`)).headers.get('x-content-cache')).toBe('fresh');

    await t.put({ ...doc('news', 'second'), publish: true }, editor);
    const second = await t.get(`/publish${path}`);
    expect(second.headers.get('x-content-cache')).toBe('miss');
    expect(await htmlOf(second)).toContain('second');

    await t.put({ ...doc('news', 'draft'), publish: false }, editor);
    expect(await htmlOf(await t.get(`/publish${path}`))).toContain('second');
    expect(await htmlOf(await t.get(`/preview${path}&cms=${await t.token('preview', 'loom')}`))).toContain('draft');
  });

  it('a scheduled publish is not live yet; previewDateTime shows what will be live then', async () => {
    const path = '/caas/v1/canvas/page/loom/sale?locale=en-gb';
    await t.put({ ...doc('sale', 'before'), publish: true }, editor);
    await t.put({ ...doc('sale', 'summer sale'), publish: true, publishAt: '2099-06-01T00:00:00Z' }, editor);
    expect(await htmlOf(await t.get(`/publish${path}`))).toContain('before');
    const cms = await t.token('preview', 'loom');
    expect(await htmlOf(await t.get(`/preview${path}&cms=${cms}&previewDateTime=2099-06-01T00:00:01Z`))).toContain('summer sale');
    expect(await htmlOf(await t.get(`/preview${path}&cms=${cms}&previewDateTime=2099-05-31T23:59:59Z`))).toContain('before');
    expect((await t.get(`/preview${path}&cms=${cms}&previewDateTime=soon`)).status).toBe(400);

    await t.put({ ...doc('future-only', 'later'), publish: true, publishAt: '2099-01-01T00:00:00Z' }, editor);
    expect((await t.get('/publish/caas/v1/canvas/page/loom/future-only?locale=en-gb')).status).toBe(404);
  });

  it('refuses an invalid canvas with every failing block id, type and field path', async () => {
    const response = await t.put(
      {
        ...doc('broken', 'x'), publish: true,
        canvas: { name: 'Broken', blocks: [{ id: 'hero', type: 'hero-banner', version: 1, data: { title: 'No media' } }, { id: 'what', type: 'no-such-block', data: {} }] },
      },
      editor,
    );
    expect(response.status).toBe(400);
    const body = apiErrorBodySchema.parse(await response.json());
    const fields = body.errorDetails.map((detail) => detail.field);
    expect(fields).toContain('canvas.blocks.hero.media');
    expect(body.errorDetails.some((detail) => detail.message.includes('block "what" (no-such-block)'))).toBe(true);
    expect((await t.get('/publish/caas/v1/canvas/page/loom/broken?locale=en-gb')).status).toBe(404);
  });

  it('validates blocks inside experiment variants and segments like any other, with their place in the field path', async () => {
    const badHero = { id: 'v-hero', type: 'hero-banner', version: 1, data: { title: 'No media' } };
    const response = await t.put(
      {
        ...doc('variants', 'x'), publish: true,
        canvas: {
          name: 'Variants',
          blocks: [
            { id: 'exp', type: 'experience', version: 1, data: { experienceId: 'e', baselines: [], variants: [{ name: 'A', variantId: 'a', targets: [badHero] }] } },
            { id: 'seg', type: 'segmentation', version: 1, data: { segmentationId: 's', baselines: [], segments: [{ id: 'logged-in', targets: [{ id: 'what', type: 'no-such-block', data: {} }] }] } },
          ],
        },
      },
      editor,
    );
    expect(response.status).toBe(400);
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body.errorDetails.map((detail) => detail.field)).toEqual(expect.arrayContaining([
      'canvas.blocks.exp.variants.0.targets.v-hero.media',
      'canvas.blocks.seg.segments.0.targets.what',
    ]));
    expect(body.errorDetails.some((detail) => detail.message.includes('in exp.variants.0.targets'))).toBe(true);
  });

  it('counts blocks inside variants in the nesting limit', async () => {
    // Eight sections inside each other, the innermost in a variant: nine levels.
    let inner: Record<string, unknown> = { id: 'leaf', type: 'rich-text', version: 1, data: { html: '<p>x</p>' } };
    for (let level = 0; level < 8; level += 1) inner = { id: `s${level}`, type: 'section', version: 1, data: { blocks: [inner] } };
    const canvas = { name: 'Deep', blocks: [{ id: 'exp', type: 'experience', version: 1, data: { experienceId: 'e', baselines: [], variants: [{ name: 'A', variantId: 'a', targets: [inner] }] } }] };
    const response = await t.put({ ...doc('deep-variant', 'x'), publish: true, canvas }, editor);
    expect(response.status).toBe(400);
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body.errorDetails.some((detail) => detail.message.includes('nested deeper than 8 levels'))).toBe(true);
  });

  it('refuses image paths a browser would read as another site', async () => {
    for (const src of ['/\\evil.example/x.svg', '//evil.example/x.svg', '/\t/evil.example/x.svg', 'https://evil.example/x.svg', 'javascript:alert(1)']) {
      const hero = { id: 'hero', type: 'image-banner', version: 1, data: { name: 'n', title: 't', media: { mobile: { src, width: 10, height: 10, alt: '' } } } };
      const response = await t.put({ ...doc('hostile', 'x'), publish: true, canvas: { name: 'Hostile', blocks: [hero] } }, editor);
      expect(response.status, src).toBe(400);
      const body = apiErrorBodySchema.parse(await response.json());
      expect(body.errorDetails[0]!.field, src).toBe('canvas.blocks.hero.media.mobile.src');
    }
  });

  it('refuses writes without an editor token, with a preview token, or for another site', async () => {
    const body = { ...doc('x', 'x'), publish: true };
    expect((await t.put(body)).status).toBe(401);
    expect((await t.put(body, await t.token('preview', 'loom'))).status).toBe(403);
    expect((await t.put(body, await t.token('editor', 'stride'))).status).toBe(403);
    expect((await t.put({ ...body, locale: 'xx-yy' }, editor)).status).toBe(400);
  });
});
