/** A serialized published response: status and body (null for 204). */
export interface CachedResponse {
  readonly status: 200 | 204;
  readonly body: string | null;
}

interface Entry {
  readonly value: CachedResponse;
  readonly freshUntil: number;
  readonly staleUntil: number;
}

export interface CacheTimes {
  /** Served without asking the database (matches Cache-Control max-age). */
  readonly freshMs: number;
  /** Served while a background refresh runs (matches stale-while-revalidate). */
  readonly staleMs: number;
}

export const PUBLISHED_CACHE_TIMES: CacheTimes = { freshMs: 60_000, staleMs: 600_000 };
export const PUBLISHED_CACHE_ENTRIES = 500;

export type CacheRead = { state: 'fresh' | 'stale'; value: CachedResponse } | undefined;

/**
 * A small LRU of published responses with stale-while-revalidate. Keys start with the site id so
 * a publish can drop one site's entries. An entry never outlives the next scheduled publish.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly refreshing = new Set<string>();

  constructor(
    private readonly maxEntries = PUBLISHED_CACHE_ENTRIES,
    private readonly times: CacheTimes = PUBLISHED_CACHE_TIMES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  read(key: string, now = Date.now()): CacheRead {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now >= entry.staleUntil) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { state: now < entry.freshUntil ? 'fresh' : 'stale', value: entry.value };
  }

  write(key: string, value: CachedResponse, options: { now?: number; changesAt?: Date | undefined } = {}): void {
    const now = options.now ?? Date.now();
    const limit = options.changesAt?.getTime() ?? Number.POSITIVE_INFINITY;
    this.entries.delete(key);
    this.entries.set(key, {
      value,
      freshUntil: Math.min(now + this.times.freshMs, limit),
      staleUntil: Math.min(now + this.times.freshMs + this.times.staleMs, limit),
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Runs one background refresh per key at a time; failures keep the stale entry. */
  refresh(key: string, produce: () => Promise<void>): void {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    void produce()
      .catch((error: unknown) => console.warn(`[content] refreshing ${key} failed:`, error))
      .finally(() => this.refreshing.delete(key));
  }

  /** Drops a site's entries (or every entry). */
  invalidate(siteId?: string): void {
    if (siteId === undefined) {
      this.entries.clear();
      return;
    }
    for (const key of [...this.entries.keys()]) if (key.startsWith(`${siteId}|`)) this.entries.delete(key);
  }
}

const caches = new WeakMap<object, ResponseCache>();

/** One cache per database handle (tests open several databases in one process). */
export function responseCacheFor(db: object): ResponseCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ResponseCache();
    caches.set(db, cache);
  }
  return cache;
}
