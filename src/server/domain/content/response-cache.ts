import { SwrCache, type CacheTimes } from '../../../shared/cache/swr-cache';

export type { CacheTimes } from '../../../shared/cache/swr-cache';

/** A serialized published response: status and body (null for 204). */
export interface CachedResponse {
  readonly status: 200 | 204;
  readonly body: string | null;
  /** When what it holds changes next (a scheduled publish), ms since the epoch. */
  readonly changesAt?: number;
}

export const PUBLISHED_CACHE_TIMES: CacheTimes = { freshMs: 60_000, staleMs: 600_000 };
export const PUBLISHED_CACHE_ENTRIES = 500;

/** The content service's cache of published responses. */
export class ResponseCache extends SwrCache<CachedResponse> {
  constructor(maxEntries = PUBLISHED_CACHE_ENTRIES, times: CacheTimes = PUBLISHED_CACHE_TIMES) {
    super(maxEntries, times);
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
