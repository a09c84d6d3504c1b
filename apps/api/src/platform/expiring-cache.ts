import type { Clock } from "./clock.ts";

export interface ExpiringCacheOptions {
  /** How long a loaded value is believed; 0 turns the cache off (every `get` loads). */
  ttlMs: number;
  maxEntries: number;
}

/**
 * Values this process loaded lately, each believed for `ttlMs`, forgotten at once by `drop` or `clear`
 * (whoever owns the cache calls them when the value changes). A load that overlapped a drop does not
 * store what it read: it may have read the value from before the change.
 */
export class ExpiringCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  /** Bumped on every drop. */
  private generation = 0;

  constructor(
    private readonly clock: Clock,
    private readonly options: ExpiringCacheOptions,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key` while it is believed, else undefined (no closure to build on the hot path). */
  peek(key: string): T | undefined {
    const hit = this.entries.get(key);
    return hit && hit.until > this.clock.now().getTime() ? hit.value : undefined;
  }

  /** The value of `key`, from the cache while it is believed, else from `load` (then kept). */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const value = await load();
    if (this.options.ttlMs > 0 && generation === this.generation) {
      if (this.entries.size >= this.options.maxEntries) {
        // The oldest entry goes first (a Map iterates in insertion order).
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { value, until: now + this.options.ttlMs });
    }
    return value;
  }

  drop(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
