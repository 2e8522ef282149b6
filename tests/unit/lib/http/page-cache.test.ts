import { describe, expect, it } from 'vitest';
import { announceContentChange } from '@lib/cache/content-changes';
import { PageCache } from '@lib/http/page-cache';

const PUBLISHED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';

function page(body: string, headers: Record<string, string> = {}, status = 200) {
  return new Response(body, { status, headers: { 'content-type': 'text/html', 'cache-control': PUBLISHED, ...headers } });
}

function keyFor(cache: PageCache, path: string, siteId = 'stride', encoding = 'br') {
  return cache.keyOf('GET', new URL(`http://shop.test${path}`), encoding, siteId)!;
}

describe('page cache', () => {
  it('serves a stored published page as a hit with the same body and headers', async () => {
    const cache = new PageCache();
    const key = keyFor(cache, '/en-us');
    const sent = await cache.store(key, page('<h1>Home</h1>', { 'content-encoding': 'br' }));
    expect(sent.headers.get('x-cache')).toBe('miss');
    expect(await sent.text()).toBe('<h1>Home</h1>');
    const hit = cache.read(key)!;
    expect(hit.headers.get('x-cache')).toBe('hit');
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(await hit.text()).toBe('<h1>Home</h1>');
    expect(await cache.read(key)!.text()).toBe('<h1>Home</h1>');
  });

  it('keeps encodings, queries and sites apart, and only caches GET', async () => {
    const cache = new PageCache();
    expect(cache.keyOf('POST', new URL('http://shop.test/en-us'), 'br', 'stride')).toBeNull();
    await cache.store(keyFor(cache, '/en-us'), page('br body'));
    expect(cache.read(keyFor(cache, '/en-us', 'stride', 'gzip'))).toBeUndefined();
    expect(cache.read(keyFor(cache, '/en-us?page=2'))).toBeUndefined();
    expect(cache.read(keyFor(cache, '/en-us', 'loom'))).toBeUndefined();
  });

  it('does not keep private, cookie-setting, uncacheable or failed responses', async () => {
    const cache = new PageCache();
    const cases = [
      page('x', { 'cache-control': 'private, no-store' }),
      page('x', { 'set-cookie': 'a=1' }),
      page('x', { 'cache-control': 'public, max-age=60' }),
      page('x', {}, 503),
    ];
    for (const [index, response] of cases.entries()) {
      const key = keyFor(cache, `/en-us/case-${index}`);
      await cache.store(key, response);
      expect(cache.read(key), `case ${index}`).toBeUndefined();
    }
  });

  it('drops a site’s pages when its content changes, and only that site’s', async () => {
    const cache = new PageCache();
    await cache.store(keyFor(cache, '/en-us'), page('stride'));
    await cache.store(keyFor(cache, '/en-us', 'loom'), page('loom'));
    announceContentChange('stride');
    expect(cache.read(keyFor(cache, '/en-us'))).toBeUndefined();
    expect(cache.read(keyFor(cache, '/en-us', 'loom'))).toBeDefined();
    announceContentChange();
    expect(cache.read(keyFor(cache, '/en-us', 'loom'))).toBeUndefined();
  });
});
