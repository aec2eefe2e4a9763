/**
 * A small least-recently-used cache with an optional maximum age: the browser keeps recent search
 * results by search key (spec 000 §4 'Search state': the oldest entry goes when the cache is full).
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();
  private readonly capacity: number;
  private readonly maxAgeMs: number;
  private readonly clock: () => number;

  constructor(capacity: number, maxAgeMs = Infinity, clock: () => number = Date.now) {
    if (!(capacity >= 1)) throw new RangeError("capacity must be at least 1");
    this.capacity = Math.floor(capacity);
    this.maxAgeMs = maxAgeMs;
    this.clock = clock;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, marking it most recently used; undefined when absent or too old. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.clock() - entry.at > this.maxAgeMs) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  /** Stores a value; when full, the least recently used entry is dropped. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.clock() });
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  clear(): void {
    this.entries.clear();
  }
}
