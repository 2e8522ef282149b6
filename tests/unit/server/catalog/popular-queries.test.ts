import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSearchResultSchema } from '@schemas/commerce/catalog';
import { allPopularQueries } from '../../../../src/server/domain/catalog/search/popular';
import { SITES, type SiteId } from '../../../../src/shared/i18n/sites';
import { startTestApi, type TestApi } from '../../../helpers/api-app';

// A popular search the hub and the suggestions offer must find something, in each language.
const LOCALE_OF = { en: 'en-us', fr: 'fr-fr', de: 'de-de', it: 'it-it' } as const;

describe('popular queries', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => api?.close());

  it('every popular query of every brand finds products in its language', async () => {
    const empty: string[] = [];
    for (const siteId of Object.keys(SITES) as SiteId[]) {
      for (const [language, queries] of Object.entries(allPopularQueries(siteId)) as [keyof typeof LOCALE_OF, readonly string[]][]) {
        for (const query of queries) {
          const response = await api.call(`/products/v2/search/productSearch?query=${encodeURIComponent(query)}&limit=1`, { brand: siteId, locale: LOCALE_OF[language] });
          if (productSearchResultSchema.parse(await response.json()).total === 0) empty.push(`${siteId} ${language} '${query}'`);
        }
      }
    }
    expect(empty).toEqual([]);
  });

  it("the search hub offers them in the shopper's language", async () => {
    const hub = async (locale: string) => (await (await api.call('/fapi/components/search-hub', { brand: 'stride', locale })).json()) as { popularQueries: string[] };
    expect((await hub('fr-fr')).popularQueries).toContain('sandales');
    expect((await hub('de-de')).popularQueries).toContain('laufschuhe');
    expect((await hub('en-us')).popularQueries).toContain('runner');
  });
});
