import { SwrCache } from '../cache/swr-cache';
import { onContentChange } from '../cache/content-changes';
import { pickEncoding } from './compress';

/** A rendered page as sent: status, headers and the (already compressed) body. */
export interface CachedPage {
  readonly status: number;
  readonly headers: ReadonlyArray<[string, string]>;
  readonly body: Uint8Array;
}

export const PAGE_CACHE_FRESH_MS = 60_000;
const PAGE_CACHE_ENTRIES = 2_000;

/**
 * An in-process shared cache of rendered published pages, the way a CDN would keep them:
 * only responses marked `public` with `s-maxage`, never preview or responses that set cookies.
 * Keys start with the site so a publish drops that site's pages.
 */
export class PageCache {
  private readonly cache = new SwrCache<CachedPage>(PAGE_CACHE_ENTRIES, { freshMs: PAGE_CACHE_FRESH_MS, staleMs: 0 });

  constructor() {
    onContentChange((siteId) => this.cache.invalidate(siteId));
  }

  /** The cache key of a GET for a page of `siteId`; null for other methods. */
  keyOf(method: string, url: URL, acceptEncoding: string | null, siteId: string): string | null {
    if (method !== 'GET') return null;
    const encoding = pickEncoding(acceptEncoding) ?? 'identity';
    return `${siteId}|${encoding}|${url.pathname}${url.search}`;
  }

  /** The cached page itself, for the HTTP server to answer before Astro runs. */
  lookup(key: string): CachedPage | undefined {
    return this.cache.read(key)?.value;
  }

  read(key: string): Response | undefined {
    const hit = this.cache.read(key);
    if (!hit) return undefined;
    const headers = new Headers(hit.value.headers as Array<[string, string]>);
    headers.set('x-cache', 'hit');
    return new Response(hit.value.body.slice(), { status: hit.value.status, headers });
  }

  /** Stores the response if it may be shared, and returns one to send (its body is consumed here). */
  async store(key: string, response: Response): Promise<Response> {
    const cacheControl = response.headers.get('cache-control') ?? '';
    const shareable = /\bpublic\b/.test(cacheControl) && /\bs-maxage=\d+/.test(cacheControl) && !response.headers.has('set-cookie');
    if (!shareable || !response.body || (response.status !== 200 && response.status !== 404)) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers.entries()];
    this.cache.write(key, { status: response.status, headers, body });
    const sent = new Headers(headers);
    sent.set('x-cache', 'miss');
    return new Response(body, { status: response.status, headers: sent });
  }

  clear(): void {
    this.cache.invalidate();
  }
}
