/** A least-recently-used map bounded by entry count and by total size in bytes. */
export class ByteLru<V extends { readonly size: number }> {
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    if (value.size > this.maxBytes) return;
    this.delete(key);
    this.#entries.set(key, value);
    this.#bytes += value.size;
    for (const [oldest, old] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.size;
    }
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= value.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
