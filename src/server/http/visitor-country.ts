/**
 * The visitor's country as the edge in front of the shop tells it (geo-IP is the CDN's job, not
 * ours). GEO_COUNTRY_HEADER names the header; without it the usual CDN headers are read. The value
 * only ever suggests a site (the location confirmation dialog), so a client that sets it itself
 * gains nothing. Unknown and placeholder values (XX, T1 for Tor, A1/A2 for proxies) are null.
 */
const KNOWN_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-country-code'] as const;
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'A1', 'A2', 'AP', 'EU', 'ZZ']);

export function geoCountryHeaders(configured: string | undefined = process.env.GEO_COUNTRY_HEADER): readonly string[] {
  const named = configured?.trim().toLowerCase();
  return named ? [named] : KNOWN_HEADERS;
}

export function visitorCountry(header: (name: string) => string | undefined, headers: readonly string[] = geoCountryHeaders()): string | null {
  for (const name of headers) {
    const value = header(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && !NOT_A_COUNTRY.has(value)) return value;
  }
  return null;
}
