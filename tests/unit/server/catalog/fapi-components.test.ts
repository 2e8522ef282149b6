import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canvasSchema } from '@schemas/content/canvas';
import { collectionsSchema, utilityLinksSchema, validateResponseResultSchema } from '@schemas/commerce/fapi';
import { startTestApi, type TestApi } from '../../../helpers/api-app';

describe('/fapi components, pages and contract reports', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => api?.close());

  const json = async (path: string, options: Parameters<TestApi['call']>[1] = {}) => {
    const response = await api.call(path, options);
    return { status: response.status, body: (await response.json()) as unknown, response };
  };

  it("lists the brand's departments with their categories, named in the locale's language, with counts that add up", async () => {
    const { status, body } = await json('/fapi/components/collections', { brand: 'summit', locale: 'de-de' });
    expect(status).toBe(200);
    const { collections } = collectionsSchema.parse(body);
    expect(collections.map((department) => department.name)).toEqual(expect.arrayContaining(['Camping', 'Rucksäcke']));
    for (const department of collections) {
      expect(department.url).toMatch(/^\/de-de\/c\//);
      expect(department.categories.length).toBeGreaterThan(0);
      for (const category of department.categories) expect(category.productCount).toBeGreaterThan(0);
      expect(department.productCount).toBeGreaterThanOrEqual(Math.max(...department.categories.map((category) => category.productCount)));
    }
  });

  it('offers the utility links in the locale, each leading to a page that exists', async () => {
    const { body } = await json('/fapi/components/utility', { locale: 'fr-fr' });
    const { links } = utilityLinksSchema.parse(body);
    expect(links.map((link) => link.id)).toEqual(['help', 'returns', 'account', 'favorites', 'loyalty']);
    expect(links[0]).toEqual({ id: 'help', label: 'Aide et contact', url: '/fr-fr/help/contact-us' });
    for (const link of links.filter((entry) => ['help', 'returns', 'loyalty'].includes(entry.id))) {
      const key = link.url.replace('/fr-fr/', '');
      expect((await api.call(`/fapi/pages/${key}`, { locale: 'fr-fr' })).status, link.url).toBe(200);
    }
  });

  it('serves the published footer and generic pages like the content service, and 404 for a page that does not exist', async () => {
    const footer = await json('/fapi/components/footer', { brand: 'loom', locale: 'en-gb' });
    const published = await json('/publish/caas/v1/canvas/footer/loom', { brand: 'loom', locale: 'en-gb' });
    expect(footer.status).toBe(200);
    expect(canvasSchema.parse(footer.body)).toEqual(published.body);
    const page = await json('/fapi/pages/help/contact-us/', { locale: 'it-it' });
    expect(page.status).toBe(200);
    expect(page.body).toEqual((await json('/publish/caas/v1/canvas/page/stride/help/contact-us', { locale: 'it-it' })).body);
    const missing = await json('/fapi/pages/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errorDetails: [{ errorId: 'CNT404' }], statusCode: 404 });
  });

  it('holds a reported answer against its contract: valid, or where it breaks (logged on one line), and 404 for an unknown contract', async () => {
    const post = async (contract: string, body: unknown) => {
      const response = await api.app.request(`http://localhost/api/fapi/api/validate-response/${contract}`, {
        method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', accept: 'application/json' },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const time = await json('/fapi/server/time');
    const valid = await post('serverTime', { data: time.body, path: '/fapi/server/time', method: 'GET' });
    expect(valid.status).toBe(200);
    expect(validateResponseResultSchema.parse(valid.body)).toEqual({ contract: 'serverTime', valid: true, issues: [] });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = await post('serverTime', { data: { timestamp: 5 }, path: '/fapi/server/time\nFAKE LOG LINE', method: 'GET', error: 'parse failed' });
    expect(broken.body).toMatchObject({ contract: 'serverTime', valid: false, issues: [{ path: 'timestamp' }, { path: 'epochMs' }] });
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).not.toContain('\n');
    warn.mockRestore();

    const unknown = await post('noSuchContract', { data: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorDetails: [{ errorId: 'API404', field: 'contract' }] });
    const bad = await post('serverTime', { data: {}, method: 'TRACE' });
    expect(bad.status).toBe(400);
  });
});
