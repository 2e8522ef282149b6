import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationSelectorSchema } from '@schemas/commerce/fapi';
import { geoCountryHeaders, visitorCountry } from '../../../../src/server/http/visitor-country';
import { startTestApi, type TestApi } from '../../../helpers/api-app';

describe('GET /fapi/pages/location-selector', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => api?.close());

  const selector = async (locale: string, headers: Record<string, string> = {}, brand = 'stride') => {
    const response = await api.call('/fapi/pages/location-selector', { brand, locale, headers });
    expect(response.status).toBe(200);
    return { response, body: locationSelectorSchema.parse(await response.json()) };
  };

  it("names the brand's countries in the page's language, the page's own first, and each locale in its own language", async () => {
    const { body, response } = await selector('fr-fr');
    expect(body.detectedCountry).toBeNull();
    expect(body.countries[0]).toEqual({ country: 'FR', name: 'France', locales: [{ locale: 'fr-fr', language: 'fr', name: 'français' }] });
    const canada = body.countries.find((entry) => entry.country === 'CA');
    expect(canada).toEqual({ country: 'CA', name: 'Canada', locales: [{ locale: 'en-ca', language: 'en', name: 'English' }, { locale: 'fr-ca', language: 'fr', name: 'français' }] });
    expect(body.countries.find((entry) => entry.country === 'US')?.name).toBe('États-Unis');
    expect(body.countries.map((entry) => entry.country).sort()).toEqual(['CA', 'DE', 'FR', 'GB', 'IT', 'US']);
    // Where the visitor is differs per request: no cache may share it.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it("tells the visitor's country from the edge's geo header, in upper case, and ignores what is not a country", async () => {
    expect((await selector('en-us', { 'cf-ipcountry': 'fr' })).body.detectedCountry).toBe('FR');
    expect((await selector('en-us', { 'cloudfront-viewer-country': 'DE' })).body.detectedCountry).toBe('DE');
    for (const value of ['XX', 'T1', 'FRA', '1', '', 'F-']) {
      expect((await selector('en-us', { 'x-country-code': value })).body.detectedCountry, value).toBeNull();
    }
  });
});

describe('visitorCountry', () => {
  it('reads only the header GEO_COUNTRY_HEADER names when it is set', () => {
    const headers = { 'x-geo': 'it', 'cf-ipcountry': 'FR' } as Record<string, string>;
    expect(visitorCountry((name) => headers[name], geoCountryHeaders('X-Geo'))).toBe('IT');
    expect(visitorCountry((name) => headers[name], geoCountryHeaders(undefined))).toBe('FR');
    expect(visitorCountry(() => undefined, geoCountryHeaders(undefined))).toBeNull();
  });
});
