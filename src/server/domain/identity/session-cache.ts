import type { SessionContext } from './tokens';

interface Entry {
  readonly context: SessionContext;
  readonly expiresAtMs: number;
}

/**
 * The sessions of live access tokens, kept in memory for a database that only this process
 * writes (PGlite: nobody else can open its folder while the server runs). Every write to a
 * session or its tokens goes through domain/identity/tokens.ts, which forgets the session here
 * right after it; a token past its expiry is dropped on the next look. So a revoked, rotated or
 * expired token fails on the next call exactly as without the cache, and an associate's new
 * customer is seen at once.
 *
 * On PostgreSQL other processes write the same tables: a change is also announced with
 * pg_notify('session_changed', id), and a process keeps sessions only while its listener
 * (session-listener.ts) is connected, forgetting the session when the announcement arrives
 * (decision 56). A lost listener empties the cache and suspends it until it is back.
 *
 * A lookup that was reading while any session changed is not kept (the generation moved): it
 * may hold the row as it was before the change.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #hashesOfSession = new Map<string, Set<string>>();
  #generation = 0;
  #suspended = false;

  constructor(private readonly capacity = 20_000) {}

  /** Taken before a lookup reads the database, and handed back to keep(). */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Empties the cache and keeps nothing until resume() (its invalidations may be missed meanwhile). */
  suspend(): void {
    this.#suspended = true;
    this.#generation += 1;
    this.#entries.clear();
    this.#hashesOfSession.clear();
  }

  resume(): void {
    this.#suspended = false;
  }

  get(hash: string, nowMs: number): SessionContext | undefined {
    const entry = this.#entries.get(hash);
    if (!entry) return undefined;
    if (entry.expiresAtMs > nowMs) return entry.context;
    this.#drop(hash, entry);
    return undefined;
  }

  keep(hash: string, context: SessionContext, expiresAtMs: number, readAtGeneration: number): void {
    if (this.#suspended || readAtGeneration !== this.#generation) return;
    if (this.#entries.size >= this.capacity) {
      const [oldest] = this.#entries;
      if (oldest) this.#drop(oldest[0], oldest[1]);
    }
    this.#entries.set(hash, { context, expiresAtMs });
    let hashes = this.#hashesOfSession.get(context.sessionId);
    if (!hashes) this.#hashesOfSession.set(context.sessionId, (hashes = new Set()));
    hashes.add(hash);
  }

  forgetSession(sessionId: string): void {
    this.#generation += 1;
    for (const hash of this.#hashesOfSession.get(sessionId) ?? []) this.#entries.delete(hash);
    this.#hashesOfSession.delete(sessionId);
  }

  #drop(hash: string, entry: Entry): void {
    this.#entries.delete(hash);
    const hashes = this.#hashesOfSession.get(entry.context.sessionId);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.#hashesOfSession.delete(entry.context.sessionId);
  }
}

const caches = new WeakMap<object, SessionCache>();
/** Every cache in this process, so that a write made through a transaction's handle reaches the database's cache. */
const everyCache = new Set<WeakRef<SessionCache>>();

/**
 * Keeps the sessions looked up through `db`: the handle of a database only this process writes,
 * or one whose changes this process hears (session-listener.ts, which suspends it while deaf).
 */
export function keepSessionsInMemory(db: object, capacity?: number): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    caches.set(db, (cache = new SessionCache(capacity)));
    everyCache.add(new WeakRef(cache));
  }
  return cache;
}

export function sessionCacheOf(db: object): SessionCache | undefined {
  return caches.get(db);
}

/** A session or its tokens changed (here, or in another process that announced it): no cache of this process may answer for it any more. */
export function forgetSession(sessionId: string): void {
  for (const reference of everyCache) {
    const cache = reference.deref();
    if (cache) cache.forgetSession(sessionId);
    else everyCache.delete(reference);
  }
}
