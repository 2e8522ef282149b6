import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { SwrCache } from '../../shared/cache/swr-cache';
import { onContentChange } from '../../shared/cache/content-changes';
import { pickEncoding } from '../../shared/http/compress.server';

type Encoding = 'br' | 'gzip';

/** Reads a request header by its lower-case name (a Headers object's get, or node's headers). */
export type RequestHeader = (name: string) => string | null | undefined;

/** A response as the HTTP server sends it: status, headers (with length and encoding) and body. */
export interface CachedVariant {
  readonly status: number;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  /** The same headers as one flat list, as node's writeHead takes them. */
  readonly flatHeaders: readonly string[];
  readonly body: Uint8Array;
}

interface Entry {
  readonly status: number;
  /** The response's own headers, without encoding or length. */
  readonly headers: ReadonlyArray<readonly [string, string]>;
  readonly identity: CachedVariant;
  /** Filled in the background once compressed at the highest levels; absent until then. */
  readonly encoded: Partial<Record<Encoding, CachedVariant>>;
}

/** How long a shared response is served without rendering again, at most. */
export const SHARED_CACHE_FRESH_MS = 60_000;
/**
 * How long after that a response that allows it (stale-while-revalidate) is still served, at most, while
 * one background request renders it again: the shopper after a quiet spell gets the page at once, and
 * the next one gets the new page.
 */
export const SHARED_CACHE_STALE_MS = 10 * 60_000;
const SHARED_CACHE_ENTRIES = 1_000;
/** The scope of responses that belong to no one site: dropped whenever any site's content changes. */
export const ANY_SITE_SCOPE = '*';
/** Request headers a shared response may vary on; they are part of the key. */
const KEYED_REQUEST_HEADERS = ['x-brand'] as const;
const ALWAYS_VARIES = new Set(['accept-encoding', ...KEYED_REQUEST_HEADERS]);
/** Headers that belong to one exchange, not to the cached response (the server adds its own). */
const PER_EXCHANGE_HEADERS = new Set(['content-length', 'date', 'x-correlation-id']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Seconds a shared cache may keep a response per its Cache-Control, or 0 when it may not. */
export function sharedLifetimeSeconds(cacheControl: string): number {
  if (!/\bpublic\b/.test(cacheControl) || /\b(no-store|private|no-cache)\b/.test(cacheControl)) return 0;
  const shared = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /(?:^|[\s,])max-age=(\d+)/.exec(cacheControl);
  return shared ? Number(shared[1]) : 0;
}

/** Seconds a shared cache may serve the response stale while it fetches a new one (stale-while-revalidate), or 0. */
export function staleWhileRevalidateSeconds(cacheControl: string): number {
  const stale = /\bstale-while-revalidate=(\d+)/.exec(cacheControl);
  return stale ? Number(stale[1]) : 0;
}

function variant(status: number, headers: ReadonlyArray<readonly [string, string]>, body: Uint8Array, encoding?: Encoding): CachedVariant {
  const vary = headers.find(([name]) => name === 'vary')?.[1];
  const sent: Array<readonly [string, string]> = [
    ...headers.filter(([name]) => name !== 'vary'),
    ['vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'],
    ...(encoding ? ([['content-encoding', encoding]] as const) : []),
    ['content-length', String(body.byteLength)],
    ['x-cache', 'hit'],
  ];
  return { status, headers: sent, flatHeaders: sent.flat(), body };
}

/**
 * An in-process shared cache, the way a CDN in front of the storefront would keep responses:
 * published pages and public API answers (search, catalog, content), each stored once and sent
 * brotli- or gzip-compressed at the highest levels (compressed in the background, off the event
 * loop, once a response is asked for a second time: a page seen once is not worth the work). Only what the response itself allows is kept: `public`
 * with a max-age, no Set-Cookie, no Vary beyond the keyed headers, status 200 or 404.
 * Keys start with the site so a publish drops that site's responses.
 */
export class SharedResponseCache {
  private readonly cache = new SwrCache<Entry>(SHARED_CACHE_ENTRIES, { freshMs: SHARED_CACHE_FRESH_MS, staleMs: SHARED_CACHE_STALE_MS });

  constructor() {
    onContentChange((siteId) => {
      this.cache.invalidate(siteId);
      if (siteId !== undefined) this.cache.invalidate(ANY_SITE_SCOPE);
    });
  }

  /**
   * The key of a GET in a site's scope; null for other methods. `target` is the path with its
   * query ('/en-us/c/men?page=2'); `header` reads a request header by lower-case name.
   */
  keyOf(method: string, target: string, header: RequestHeader, scope: string): string | null {
    if (method !== 'GET') return null;
    let keyed = '';
    for (const name of KEYED_REQUEST_HEADERS) keyed += `|${header(name) ?? ''}`;
    return `${scope}|${target}${keyed}`;
  }

  /**
   * What the HTTP server sends for a cached response in the encoding the client accepts, or
   * undefined when there is none yet (then the request takes the ordinary path).
   */
  lookup(key: string, acceptEncoding: string | null): CachedVariant | undefined {
    const found = this.cache.read(key);
    // A stale one takes the ordinary path, where respond() serves it and starts its refresh.
    if (found?.state !== 'fresh') return undefined;
    const entry = found.value;
    const encoding = pickEncoding(acceptEncoding);
    if (!encoding) return entry.identity;
    const ready = entry.encoded[encoding];
    if (!ready) void this.encode(entry);
    return ready;
  }

  /**
   * The cached response uncompressed (the compression middleware encodes it), fresh or stale, or undefined.
   * A read for sending has the best-compressed variants prepared; one for the storefront's own
   * use (a page reading the API while rendering) does not.
   */
  read(key: string, { forSending = true }: { forSending?: boolean } = {}): Response | undefined {
    const found = this.cache.read(key);
    return found && this.responseOf(found.value, forSending, found.state);
  }

  /**
   * The response under `key`: from memory while fresh; from memory while stale, with `produce` run once in
   * the background to replace it (unless `stale` is false); otherwise produced now (and kept if a shared cache
   * may). For sending, a variant already compressed in an encoding the client accepts (`acceptEncoding`) is
   * sent as it is.
   */
  async respond(
    key: string, produce: () => Promise<Response>, options: { forSending?: boolean; acceptEncoding?: string | null; stale?: boolean } = {},
  ): Promise<Response> {
    const read = this.cache.read(key);
    // A page being rendered takes no stale answer: it would keep that data for its own lifetime again.
    const found = read?.state === 'stale' && options.stale === false ? undefined : read;
    if (found?.state === 'stale') {
      this.cache.refresh(key, async () => {
        // Once the stale answer is on its way: a render started now would hold the thread before it is sent.
        await new Promise((resolve) => setImmediate(resolve));
        await (await this.store(key, await produce())).body?.cancel();
      });
    }
    if (!found) return this.store(key, await produce());
    const forSending = options.forSending ?? true;
    const encoding = forSending ? pickEncoding(options.acceptEncoding ?? null) : null;
    const ready = encoding ? found.value.encoded[encoding] : undefined;
    if (!ready) return this.responseOf(found.value, forSending, found.state);
    const headers = new Headers(ready.headers as Array<[string, string]>);
    headers.set('x-cache', found.state === 'stale' ? 'stale' : 'hit');
    return new Response(ready.body.slice(), { status: ready.status, headers });
  }

  private responseOf(entry: Entry, forSending: boolean, state: 'fresh' | 'stale'): Response {
    if (forSending) void this.encode(entry);
    const headers = new Headers(entry.identity.headers as Array<[string, string]>);
    headers.delete('vary');
    headers.delete('content-length');
    for (const [name, value] of entry.headers) if (name === 'vary') headers.set(name, value);
    if (state === 'stale') headers.set('x-cache', 'stale');
    return new Response(entry.identity.body.slice(), { status: entry.status, headers });
  }

  /** Keeps the response if a shared cache may, and returns one to send (its body is consumed here). */
  async store(key: string, response: Response, now = Date.now()): Promise<Response> {
    const lifetimeMs = sharedLifetimeSeconds(response.headers.get('cache-control') ?? '') * 1000;
    const vary = (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
    const storable =
      lifetimeMs > 0 &&
      !response.headers.has('set-cookie') &&
      !response.headers.has('content-encoding') &&
      vary.every((name) => ALWAYS_VARIES.has(name)) &&
      (response.status === 200 || response.status === 404) &&
      response.body !== null;
    if (!storable) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers.entries()].filter(([name]) => !PER_EXCHANGE_HEADERS.has(name));
    const entry: Entry = { status: response.status, headers, identity: variant(response.status, headers, body), encoded: {} };
    const staleMs = staleWhileRevalidateSeconds(response.headers.get('cache-control') ?? '') * 1000;
    this.cache.write(key, entry, { now, freshMs: lifetimeMs, staleMs });
    const sent = new Headers(headers as Array<[string, string]>);
    sent.set('x-cache', 'miss');
    return new Response(body, { status: response.status, headers: sent });
  }

  /** Resolves once every variant of the response under `key` is compressed (tests, warm-up). */
  async settled(key: string): Promise<void> {
    const entry = this.cache.read(key)?.value;
    if (entry) await this.encode(entry);
  }

  clear(): void {
    this.cache.invalidate();
  }

  private readonly encoding = new WeakMap<Entry, Promise<void>>();

  private encode(entry: Entry): Promise<void> {
    let pending = this.encoding.get(entry);
    if (!pending) {
      const { body } = entry.identity;
      pending = Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
        gzipAsync(body, { level: 9 }),
      ]).then(([br, gz]) => {
        entry.encoded.br = variant(entry.status, entry.headers, new Uint8Array(br), 'br');
        entry.encoded.gzip = variant(entry.status, entry.headers, new Uint8Array(gz), 'gzip');
      });
      this.encoding.set(entry, pending);
    }
    return pending;
  }
}
