import type { Executor } from "../../db/client.ts";
import type { Clock } from "../../platform/clock.ts";
import { ExpiringCache } from "../../platform/expiring-cache.ts";
import { type CompanyCheckIn, companyCheckIn } from "./attendance.check-in-codes.service.ts";

// The companies' check-in key and settings as this process read them lately: every code, ticket and
// projector request needs them (issue 40: 300 students in a minute read the same row 900 times).

/**
 * How long a process believes a company's check-in settings it read. The key never changes once made;
 * a change of the opening made on another process is seen at most this late (this process's own
 * change drops its entry at once).
 */
export const CHECK_IN_SETTINGS_TTL_MS = 30_000;

export class CheckInSettingsCache {
  private readonly cache: ExpiringCache<CompanyCheckIn>;

  constructor(
    private readonly db: Executor,
    clock: Clock,
    ttlMs = CHECK_IN_SETTINGS_TTL_MS,
  ) {
    this.cache = new ExpiringCache(clock, { ttlMs, maxEntries: 10_000 });
  }

  /** The company's key, opening and half-day split (the row made on first use). */
  of(companyId: string): Promise<CompanyCheckIn> {
    return this.cache.get(companyId, () => companyCheckIn(this.db, companyId));
  }

  /** Forgets a company's settings (they changed). */
  drop(companyId: string): void {
    this.cache.drop(companyId);
  }
}
