/**
 * Counts failed sign-ins per e-mail and per client address over a sliding minute.
 * In memory: each API process counts its own attempts (see README, scaling).
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - 60_000;
    const kept = (this.failures.get(key) ?? []).filter((time) => time > cutoff);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  isBlocked(keys: string[]): boolean {
    return keys.some((key) => this.recent(key).length >= this.maxPerMinute);
  }

  recordFailure(keys: string[]): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key), this.now()]);
    if (this.failures.size > 100_000) this.failures.clear();
  }
}
