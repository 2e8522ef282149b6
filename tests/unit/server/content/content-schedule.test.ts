import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvasSchema } from '@schemas/content/canvas';
import { contentDocumentInputSchema } from '@schemas/content/document';
import { storeDocument } from '@server/domain/content/document-store';
import { publishedCacheControl } from '@server/routes/content/serve';
import { sharedLifetimeSeconds } from '@lib/http/shared-cache';
import { richText, startContentApp, type ContentTestApp } from './content-test-app';

let t: ContentTestApp;
let editor: string;
beforeAll(async () => {
  t = await startContentApp();
  editor = await t.token('editor', '*');
});
afterAll(() => t?.database.close());

const doc = (key: string, text: string, extra: Record<string, unknown> = {}) =>
  contentDocumentInputSchema.parse({ siteId: 'summit', locale: 'en-ca', docType: 'page', key, publish: true, canvas: { name: key, blocks: [richText('text', `<p>${text}</p>`)] }, ...extra });
const textOf = async (response: Response) => JSON.stringify(canvasSchema.parse(await response.json()).blocks);

describe('scheduled publishing', () => {
  it('scheduling the next version keeps the scheduled one that has already gone live', async () => {
    const path = '/caas/v1/canvas/page/summit/launch?locale=en-ca';
    // v1 published and v2 scheduled in the past (so v2 is live now), then v3 scheduled for later.
    await storeDocument(t.database.db, doc('launch', 'v1'), { now: new Date('2020-01-01T00:00:00Z') });
    await storeDocument(t.database.db, doc('launch', 'v2', { publishAt: '2020-01-02T00:00:00Z' }), { now: new Date('2020-01-01T00:00:00Z') });
    expect(await textOf(await t.get(`/publish${path}&n=1`))).toContain('v2');
    expect((await t.put(doc('launch', 'v3', { publishAt: '2099-01-01T00:00:00Z' }), editor)).status).toBe(200);
    expect(await textOf(await t.get(`/publish${path}&n=2`))).toContain('v2');
    const cms = await t.token('preview', 'summit');
    expect(await textOf(await t.get(`/preview${path}&cms=${cms}&previewDateTime=2099-01-01T00:00:01Z`))).toContain('v3');
    expect(await textOf(await t.get(`/preview${path}&cms=${cms}&previewDateTime=2030-01-01T00:00:00Z`))).toContain('v2');
  });

  it('a published answer is never cacheable past the next scheduled publish of what it holds', async () => {
    const path = '/publish/caas/v1/canvas/page/summit/soon?locale=en-ca';
    await t.put(doc('soon', 'now'), editor);
    expect((await t.get(path)).headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    await t.put(doc('soon', 'in half a minute', { publishAt: new Date(Date.now() + 30_000).toISOString() }), editor);
    for (const state of ['miss', 'fresh']) {
      const response = await t.get(path);
      expect(response.headers.get('x-content-cache')).toBe(state);
      const cacheControl = response.headers.get('cache-control')!;
      expect(cacheControl).toMatch(/^public, max-age=(2\d|30)$/);
      expect(sharedLifetimeSeconds(cacheControl)).toBeLessThanOrEqual(30);
    }
  });

  it('shortens max-age and stale-while-revalidate to the time left', () => {
    const now = 1_000_000;
    expect(publishedCacheControl(undefined, now)).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(publishedCacheControl(now + 3_600_000, now)).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(publishedCacheControl(now + 300_000, now)).toBe('public, max-age=60, stale-while-revalidate=240');
    expect(publishedCacheControl(now + 10_500, now)).toBe('public, max-age=10');
    expect(publishedCacheControl(now - 5_000, now)).toBe('public, max-age=0');
  });
});

describe('the scheduled publish clock', () => {
  it('announces the site when its scheduled version goes live, so cached pages are dropped then', async () => {
    const { onContentChange } = await import('@shared/cache/content-changes');
    const announced: Array<string | undefined> = [];
    const stop = onContentChange((siteId) => announced.push(siteId));
    try {
      expect((await t.put(doc('countdown', 'before'), editor)).status).toBe(200);
      announced.length = 0;
      expect((await t.put(doc('countdown', 'after', { publishAt: new Date(Date.now() + 1_200).toISOString() }), editor)).status).toBe(200);
      expect(announced).toEqual(['summit']); // the write itself
      announced.length = 0;
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(announced).toEqual([]);
      await expect.poll(() => announced, { timeout: 4_000, interval: 100 }).toEqual(['summit']);
      expect(await textOf(await t.get('/publish/caas/v1/canvas/page/summit/countdown?locale=en-ca&n=1'))).toContain('after');
    } finally {
      stop();
    }
  });
});
