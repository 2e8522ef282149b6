import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceContentChange } from '@shared/cache/content-changes';
import { ANY_SITE_SCOPE, SHARED_CACHE_FRESH_MS, SHARED_CACHE_STALE_MS, SharedResponseCache, sharedLifetimeSeconds, staleWhileRevalidateSeconds } from '@lib/http/shared-cache';

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

  describe('past its minute', () => {
    afterEach(() => vi.useRealTimers());
    const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

    it('sends the stale page at once while one background render replaces it, and the next shopper gets the new one', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const cache = new SharedResponseCache();
      const key = keyFor(cache, '/en-us/p/zephyr');
      await cache.store(key, page('old price'));
      await cache.settled(key);
      later(SHARED_CACHE_FRESH_MS + 1_000);
      expect(cache.lookup(key, null), 'the fast path sends only fresh responses').toBeUndefined();

      let renders = 0;
      let finish!: () => void;
      const rendered = new Promise<void>((resolve) => (finish = resolve));
      const render = async () => {
        renders += 1;
        await rendered;
        return page('new price');
      };
      const first = await cache.respond(key, render, { acceptEncoding: 'gzip, br' });
      expect(renders, 'the render starts after the stale answer is sent').toBe(0);
      await vi.waitFor(() => expect(renders).toBe(1));
      const second = await cache.respond(key, render);
      expect(first.headers.get('content-encoding'), 'sent as compressed before').toBe('br');
      expect(brotliDecompressSync(new Uint8Array(await first.arrayBuffer())).toString()).toBe('old price');
      expect(first.headers.get('x-cache')).toBe('stale');
      expect(second.headers.get('x-cache')).toBe('stale');
      expect(await second.text()).toBe('old price');
      expect(renders, 'one render for both').toBe(1);

      finish();
      await vi.waitFor(() => expect(cache.lookup(key, null)).toBeDefined());
      const third = await cache.respond(key, render);
      expect(await third.text()).toBe('new price');
      expect(third.headers.get('x-cache')).toBe('hit');
      expect(renders).toBe(1);
    });

    it('keeps the stale page when its render fails, and makes it now once stale-while-revalidate or ten minutes have passed', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const cache = new SharedResponseCache();
      const key = keyFor(cache, '/en-us/c/men');
      await cache.store(key, page('men'));
      later(SHARED_CACHE_FRESH_MS + 1_000);
      await cache.respond(key, async () => page('down', {}, 500));
      await vi.waitFor(async () => expect(await (await cache.respond(key, async () => page('down', {}, 500))).text()).toBe('men'));

      later(SHARED_CACHE_STALE_MS);
      const made = await cache.respond(key, async () => page('men again'));
      expect(await made.text()).toBe('men again');
      expect(made.headers.get('x-cache')).toBe('miss');

      const api = keyFor(cache, '/api/products/v2/search', ANY_SITE_SCOPE);
      await cache.store(api, page('[1]', { 'cache-control': 'public, max-age=60, stale-while-revalidate=300' }));
      later(60_000 + 301_000);
      expect(await (await cache.respond(api, async () => page('[2]'))).text(), 'past its own stale-while-revalidate').toBe('[2]');

      const rendering = keyFor(cache, '/api/products/v2/products/ST1', ANY_SITE_SCOPE);
      await cache.store(rendering, page('{"price":1}', { 'cache-control': 'public, max-age=60, stale-while-revalidate=300' }));
      later(61_000);
      const forPage = await cache.respond(rendering, async () => page('{"price":2}'), { forSending: false, stale: false });
      expect(await forPage.text(), 'a page being rendered reads a fresh answer').toBe('{"price":2}');
      expect(await (await cache.respond(rendering, async () => page('{"price":3}'))).text(), 'and keeps it for the next').toBe('{"price":2}');

      const strict = keyFor(cache, '/api/fapi/server/time', ANY_SITE_SCOPE);
      await cache.store(strict, page('1', { 'cache-control': 'public, max-age=60' }));
      later(61_000);
      expect(await (await cache.respond(strict, async () => page('2'))).text(), 'no stale-while-revalidate: never stale').toBe('2');
      expect(staleWhileRevalidateSeconds('public, max-age=0, s-maxage=300, stale-while-revalidate=3600')).toBe(3600);
      expect(staleWhileRevalidateSeconds('public, max-age=60')).toBe(0);
    });
  });
});

