import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { announceContentChange } from '@shared/cache/content-changes';
import { ANY_SITE_SCOPE, SharedResponseCache, sharedLifetimeSeconds } from '@lib/http/shared-cache';

const PUBLISHED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';

function page(body: string, headers: Record<string, string> = {}, status = 200) {
  return new Response(body, { status, headers: { 'content-type': 'text/html', 'cache-control': PUBLISHED, ...headers } });
}

function keyFor(cache: SharedResponseCache, path: string, scope = 'stride', requestHeaders: Record<string, string> = {}) {
  const headers = new Headers(requestHeaders);
  return cache.keyOf('GET', path, (name) => headers.get(name), scope)!;
}

const header = (variant: { headers: ReadonlyArray<readonly [string, string]> } | undefined, name: string) =>
  variant?.headers.find(([key]) => key === name)?.[1];

describe('shared response cache', () => {
  it('answers a stored page uncompressed at once and brotli/gzip once compressed in the background', async () => {
    const cache = new SharedResponseCache();
    const key = keyFor(cache, '/en-us');
    const html = `<h1>Home</h1>${'<p>shoes</p>'.repeat(200)}`;
    const sent = await cache.store(key, page(html, { 'x-correlation-id': 'first-request' }));
    expect(sent.headers.get('x-cache')).toBe('miss');
    expect(await sent.text()).toBe(html);

    expect(cache.lookup(key, null)?.body).toEqual(new TextEncoder().encode(html));
    expect(cache.lookup(key, 'br'), 'not compressed before it is asked for again').toBeUndefined();
    expect(await cache.read(key)!.text()).toBe(html);
    await cache.settled(key);
    const br = cache.lookup(key, 'gzip, deflate, br')!;
    expect(header(br, 'content-encoding')).toBe('br');
    expect(header(br, 'vary')).toBe('Accept-Encoding');
    expect(header(br, 'content-length')).toBe(String(br.body.byteLength));
    expect(header(br, 'x-cache')).toBe('hit');
    expect(header(br, 'x-correlation-id')).toBeUndefined();
    expect(br.flatHeaders).toEqual(br.headers.flat());
    expect(br.body.byteLength).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gz = cache.lookup(key, 'gzip')!;
    expect(header(gz, 'content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(html);
  });

  it('keeps queries, sites and keyed request headers apart, and only caches GET', async () => {
    const cache = new SharedResponseCache();
    expect(cache.keyOf('POST', '/en-us', () => null, 'stride')).toBeNull();
    await cache.store(keyFor(cache, '/en-us'), page('stride home'));
    expect(cache.read(keyFor(cache, '/en-us?page=2'))).toBeUndefined();
    expect(cache.read(keyFor(cache, '/en-us', 'loom'))).toBeUndefined();
    const search = '/api/products/v2/search/productSearch?query=boot';
    await cache.store(keyFor(cache, search, ANY_SITE_SCOPE, { 'x-brand': 'loom' }), page('[]', { vary: 'x-brand' }));
    expect(cache.read(keyFor(cache, search, ANY_SITE_SCOPE, { 'x-brand': 'loom' }))).toBeDefined();
    expect(cache.read(keyFor(cache, search, ANY_SITE_SCOPE, { 'x-brand': 'summit' }))).toBeUndefined();
  });

  it('keeps only what a shared cache may: public with a lifetime, no cookie, no unknown Vary, 200 or 404', async () => {
    const cache = new SharedResponseCache();
    const refused = [
      page('x', { 'cache-control': 'private, max-age=60' }),
      page('x', { 'cache-control': 'public, max-age=0' }),
      page('x', { 'cache-control': 'no-store' }),
      page('x', { 'set-cookie': 'a=1' }),
      page('x', { vary: 'authorization' }),
      page('x', { 'content-encoding': 'br' }),
      page('x', {}, 503),
    ];
    for (const [index, response] of refused.entries()) {
      const key = keyFor(cache, `/en-us/case-${index}`);
      await cache.store(key, response);
      expect(cache.read(key), `case ${index}`).toBeUndefined();
    }
    const kept = [page('x', { 'cache-control': 'public, max-age=60' }), page('gone', {}, 404)];
    for (const [index, response] of kept.entries()) {
      const key = keyFor(cache, `/en-us/kept-${index}`);
      await cache.store(key, response);
      expect(cache.read(key), `kept ${index}`).toBeDefined();
    }
  });

  it('serves a response no longer than its own lifetime', async () => {
    const cache = new SharedResponseCache();
    const key = keyFor(cache, '/api/fapi/server/time');
    const stored = Date.now() - 6_000;
    await cache.store(key, page('{}', { 'cache-control': 'public, max-age=5' }), stored);
    expect(cache.read(key)).toBeUndefined();
    await cache.store(key, page('{}', { 'cache-control': 'public, max-age=5' }));
    expect(cache.read(key)).toBeDefined();
    expect(sharedLifetimeSeconds('public, max-age=60, s-maxage=300')).toBe(300);
    expect(sharedLifetimeSeconds('public, max-age=60, stale-while-revalidate=300')).toBe(60);
    expect(sharedLifetimeSeconds('max-age=60')).toBe(0);
  });

  it('drops a site’s responses and the any-site API answers when its content changes, and only those', async () => {
    const cache = new SharedResponseCache();
    await cache.store(keyFor(cache, '/en-us'), page('stride'));
    await cache.store(keyFor(cache, '/en-us', 'loom'), page('loom'));
    await cache.store(keyFor(cache, '/api/content/popups/stride', ANY_SITE_SCOPE), page('[]'));
    announceContentChange('stride');
    expect(cache.read(keyFor(cache, '/en-us'))).toBeUndefined();
    expect(cache.read(keyFor(cache, '/api/content/popups/stride', ANY_SITE_SCOPE))).toBeUndefined();
    expect(cache.read(keyFor(cache, '/en-us', 'loom'))).toBeDefined();
    announceContentChange();
    expect(cache.read(keyFor(cache, '/en-us', 'loom'))).toBeUndefined();
  });
});
