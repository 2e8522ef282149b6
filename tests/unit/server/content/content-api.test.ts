import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvasSchema } from '@schemas/content/canvas';
import { apiErrorBodySchema } from '@schemas/commerce/error';
import { resolveCanvas } from '@shared/content/resolve-canvas';
import { createApiApp, type ApiApp } from '@server/app';
import type { DatabaseHandle } from '@server/db/client';
import { openSeededDatabase } from '../../../helpers/seeded-database';
import { contentDocuments } from '@server/db/schema/content';
import { LOCALE_CODES, SITE_IDS } from '@shared/i18n/sites';
import { contentSecret } from '@server/domain/content/content-secret';
import { mintContentToken } from '@server/domain/content/content-tokens';

let database: DatabaseHandle;
let app: ApiApp;

beforeAll(async () => {
  database = await openSeededDatabase();
  app = createApiApp({ db: database.db, basePath: '/api' });
});
afterAll(() => database?.close());

const get = (path: string, headers: Record<string, string> = {}) => app.request(`/api${path}`, { headers });

describe('content API', () => {
  it('serves a published home canvas that parses, with public caching', async () => {
    const response = await get('/publish/caas/v1/canvas/augmentedpage/stride/home?locale=fr-fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    const canvas = canvasSchema.parse(await response.json());
    expect(canvas).toMatchObject({ siteId: 'stride', locale: 'fr-fr', docType: 'augmentedpage' });
    expect(canvas.blocks.map((block) => block.type)).toEqual(expect.arrayContaining(['hero-banner', 'section', 'thin-banner']));
    expect(JSON.stringify(canvas)).toContain('Nouvelle saison');
  });

  it('seeds canvases whose every block resolves, for every site and locale', async () => {
    for (const siteId of SITE_IDS) {
      for (const locale of LOCALE_CODES) {
        for (const path of [`augmentedpage/${siteId}/home`, `category/${siteId}/1234`, `product/${siteId}/ST0000AAAA`, `error-4xx/${siteId}`]) {
          const response = await get(`/publish/caas/v1/canvas/${path}?locale=${locale}`);
          expect(response.status, `${path} ${locale}`).toBe(200);
          const canvas = canvasSchema.parse(await response.json());
          const { diagnostics } = resolveCanvas(canvas, { preview: true, page: path });
          expect(diagnostics, `${path} ${locale}`).toEqual([]);
        }
      }
    }
  });

  it('falls back to the default category and product canvases', async () => {
    const category = canvasSchema.parse(await (await get('/publish/caas/v1/canvas/category/loom/55555?locale=de-de')).json());
    expect(category.blocks[0]!.type).toBe('espot-banner');
    const product = canvasSchema.parse(await (await get('/publish/caas/v1/canvas/product/summit/SU12345678?locale=it-it')).json());
    expect(product.blocks[0]!.type).toBe('rich-text');
  });

  it('error-4xx says Page is not available', async () => {
    const canvas = canvasSchema.parse(await (await get('/publish/caas/v1/canvas/error-4xx/summit?locale=de-de')).json());
    expect(canvas.description).toBe('Page is not available');
    expect(canvas.blocks[0]).toMatchObject({ type: 'error-content', data: { heading: 'Diese Seite können wir nicht finden' } });
  });

  it('preview serves the draft with no-store; publish keeps the published canvas', async () => {
    const where = and(
      eq(contentDocuments.siteId, 'loom'), eq(contentDocuments.locale, 'en-gb'),
      eq(contentDocuments.docType, 'augmentedpage'), eq(contentDocuments.key, 'home'),
    );
    const draft = { name: 'Loom home (draft)', blocks: [{ id: 'draft-text', type: 'rich-text', version: 1, data: { html: '<p>Coming soon</p>' } }] };
    await database.db.update(contentDocuments).set({ draft }).where(where);

    const { token } = mintContentToken('preview', 'loom', await contentSecret());
    const preview = await get(`/preview/caas/v1/canvas/augmentedpage/loom/home?locale=en-gb&cms=${token}`);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(canvasSchema.parse(await preview.json()).blocks.map((b) => b.id)).toEqual(['draft-text']);

    const published = await get('/publish/caas/v1/canvas/augmentedpage/loom/home?locale=en-gb');
    expect(canvasSchema.parse(await published.json()).blocks.map((b) => b.id)).toContain('home-hero');
  });

  it('answers 404 API404 for a mode other than publish or preview', async () => {
    const response = await get('/draft/caas/v1/canvas/augmentedpage/stride/home');
    expect(response.status).toBe(404);
    expect(apiErrorBodySchema.parse(await response.json()).errorDetails[0]!.errorId).toBe('API404');
  });

  it.each([
    '/publish/caas/v1/canvas/augmentedpage/stride/no-such-page',
    '/preview/caas/v1/canvas/augmentedpage/nobrand/home',
    '/publish/caas/v1/canvas/article/stride/no-such-story',
  ])('answers 404 CNT404 with the correlation id for %s', async (path) => {
    const response = await get(path, { 'x-correlation-id': 'test-corr-1' });
    expect(response.status).toBe(404);
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body).toMatchObject({ statusCode: 404, correlationId: 'test-corr-1', errorDetails: [{ errorId: 'CNT404' }] });
  });

  it('serves the seeded content section of every named page', async () => {
    for (const page of ['cart', 'checkout', 'gift-card', 'loyalty-modal', 'sign-up-modal', 'store-locator', 'westend']) {
      const response = await get(`/publish/caas/v1/canvas/${page}/summit?locale=it-it`);
      expect(response.status, page).toBe(200);
      expect(canvasSchema.parse(await response.json()).docType).toBe(page);
    }
  });

  it('answers 404 API404 for a page name that is not a named page', async () => {
    const response = await get('/publish/caas/v1/canvas/not-a-page/stride');
    expect(apiErrorBodySchema.parse(await response.json()).errorDetails[0]!.errorId).toBe('API404');
  });
});
