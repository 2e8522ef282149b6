interface Entry<V> {
  readonly value: V;
  readonly freshUntil: number;
  readonly staleUntil: number;
}

export interface CacheTimes {
  /** Served without asking the database (matches Cache-Control max-age). */
  readonly freshMs: number;
  /** Served while a background refresh runs (matches stale-while-revalidate). */
  readonly staleMs: number;
}

export type CacheRead<V> = { state: 'fresh' | 'stale'; value: V } | undefined;

/**
 * A small LRU with stale-while-revalidate, shared by the content service and the page cache. Keys start with the site id so
 * a publish can drop one site's entries. An entry never outlives the next scheduled publish.
 */
export class SwrCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly refreshing = new Set<string>();

  constructor(
    private readonly maxEntries: number,
    private readonly times: CacheTimes,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  read(key: string, now = Date.now()): CacheRead<V> {
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

  /** `freshMs` and `staleMs` shorten this entry's times (what its own Cache-Control allows), never lengthen them. */
  write(key: string, value: V, options: { now?: number; changesAt?: Date | undefined; freshMs?: number; staleMs?: number } = {}): void {
    const now = options.now ?? Date.now();
    const limit = options.changesAt?.getTime() ?? Number.POSITIVE_INFINITY;
    const freshMs = Math.min(options.freshMs ?? this.times.freshMs, this.times.freshMs);
    const staleMs = Math.min(options.staleMs ?? this.times.staleMs, this.times.staleMs);
    this.entries.delete(key);
    this.entries.set(key, {
      value,
      freshUntil: Math.min(now + freshMs, limit),
      staleUntil: Math.min(now + freshMs + staleMs, limit),
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
      .catch((error: unknown) => console.warn(`[cache] refreshing ${key} failed:`, error))
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

