import { timingSafeEqual } from "node:crypto";
import { API_KEY_ROLES } from "@campus/contracts/api-key-routes";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import ipaddr from "ipaddr.js";
import type { Db } from "../db/client.ts";
import { apiKeys, users } from "../db/schema/index.ts";
import type { Clock } from "./clock.ts";
import type { Ctx } from "./context.ts";
import { hashToken } from "./tokens.ts";

/** `ck_` and 8 random characters: the key's visible start, stored in clear and unique. */
export const API_KEY_PREFIX_LENGTH = 11;
/** How often a key's `last_used_at` is written, at most (per process). */
const TOUCH_EVERY_MS = 60_000;
const RATE_WINDOW_MS = 60_000;

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** A key as this process believes it: its caller, and what each request still checks. */
export interface KeyCaller {
  ctx: Ctx;
  creatorId: string;
  scopes: readonly string[];
  /** Epoch ms, or null: never. */
  expiresAt: number | null;
  /** Empty: any address. */
  ranges: readonly Range[];
}

/** Whether a client address falls in one of the key's networks (an IPv4 seen as `::ffff:a.b.c.d` too). */
export function isAllowedAddress(ranges: readonly Range[], address: string): boolean {
  if (ranges.length === 0) return true;
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  return ranges.some(([network, bits]) => ip.kind() === network.kind() && ip.match([network, bits] as never));
}

/** The networks of a key's allow-list (a bare address is its own /32 or /128). */
export function parseRanges(allowed: readonly string[]): Range[] {
  return allowed.map((entry) => {
    if (entry.includes("/")) return ipaddr.parseCIDR(entry) as Range;
    const ip = ipaddr.parse(entry);
    return [ip, ip.kind() === "ipv4" ? 32 : 128] as Range;
  });
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The API keys this process resolved lately (a request with a known key runs no query), its per-key
 * request counts, and the throttled `last_used_at`. It follows the session cache: a revocation
 * (notified with the key's id), a change of its creator's account (their id) or a clear forgets the
 * key at once in every process.
 */
export class ApiKeyCallers {
  private readonly byHash = new Map<string, { caller: KeyCaller; until: number }>();
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly touchedAt = new Map<string, number>();
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: { ttlMs: number; requestsPerMinute: number; maxEntries: number },
  ) {}

  /** The key behind a token while this process believes it, without waiting for anything. */
  cached(token: string): KeyCaller | undefined {
    const hit = this.byHash.get(hashToken(token));
    return hit && hit.until > this.clock.now().getTime() ? hit.caller : undefined;
  }

  /** The key behind a token, or null when unknown, revoked, or its creator no longer may manage keys. */
  async resolve(token: string): Promise<KeyCaller | null> {
    const hash = hashToken(token);
    const generation = this.generation;
    const [row] = await this.db
      .select({
        id: apiKeys.id,
        companyId: apiKeys.companyId,
        name: apiKeys.name,
        hash: apiKeys.hash,
        scopes: apiKeys.scopes,
        expiresAt: apiKeys.expiresAt,
        allowedIps: apiKeys.allowedIps,
        revokedAt: apiKeys.revokedAt,
        creatorId: users.id,
        instance: users.instance,
        creatorRoles: users.roles,
        creatorDisabled: users.disabled,
        creatorCompanyId: users.companyId,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.createdBy))
      .where(eq(apiKeys.prefix, token.slice(0, API_KEY_PREFIX_LENGTH)))
      .limit(1);
    if (
      !row ||
      !sameHash(row.hash, hash) ||
      row.revokedAt ||
      row.creatorDisabled ||
      row.creatorCompanyId !== row.companyId ||
      !row.creatorRoles.includes("superadmincom")
    ) {
      return null;
    }
    const caller: KeyCaller = {
      ctx: {
        userId: row.creatorId,
        companyId: row.companyId,
        instance: row.instance,
        roles: [...API_KEY_ROLES],
        sessionId: "",
        apiKey: { id: row.id, name: row.name },
      },
      creatorId: row.creatorId,
      scopes: row.scopes,
      expiresAt: row.expiresAt?.getTime() ?? null,
      ranges: parseRanges(row.allowedIps),
    };
    if (this.options.ttlMs > 0 && generation === this.generation) {
      if (this.byHash.size >= this.options.maxEntries) this.byHash.clear();
      this.byHash.set(hash, { caller, until: this.clock.now().getTime() + this.options.ttlMs });
    }
    return caller;
  }

  /** Whether the key's expiry has passed (checked on every request, cached or not). */
  isExpired(key: KeyCaller): boolean {
    return key.expiresAt !== null && key.expiresAt <= this.clock.now().getTime();
  }

  /** Whether the key has had its requests of the minute (each call counts one). */
  isOverLimit(keyId: string): boolean {
    const now = this.clock.now().getTime();
    const window = this.windows.get(keyId);
    if (!window || now - window.start >= RATE_WINDOW_MS) {
      if (this.windows.size >= this.options.maxEntries) this.windows.clear();
      this.windows.set(keyId, { start: now, count: 1 });
      return this.options.requestsPerMinute < 1;
    }
    window.count += 1;
    return window.count > this.options.requestsPerMinute;
  }

  /** Notes the key's use: `last_used_at` written at most once a minute, after the answer's way. */
  touch(keyId: string, onError: (error: unknown) => void): void {
    const now = this.clock.now();
    const last = this.touchedAt.get(keyId);
    if (last !== undefined && now.getTime() - last < TOUCH_EVERY_MS) return;
    if (this.touchedAt.size >= this.options.maxEntries) this.touchedAt.clear();
    this.touchedAt.set(keyId, now.getTime());
    const minuteAgo = new Date(now.getTime() - TOUCH_EVERY_MS);
    this.db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, minuteAgo))))
      .then(() => undefined, onError);
  }

  /** Forgets the keys of this id: a key's own, or its creator's (their account changed). */
  drop(id: string): void {
    this.generation += 1;
    for (const [hash, entry] of this.byHash) {
      if (entry.caller.ctx.apiKey?.id === id || entry.caller.creatorId === id) this.byHash.delete(hash);
    }
  }

  clear(): void {
    this.generation += 1;
    this.byHash.clear();
  }
}
