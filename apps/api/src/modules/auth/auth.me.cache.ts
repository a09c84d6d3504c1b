import { type Me, meSchema } from "@campus/contracts/auth";
import { type CompanyBranding, companyBrandingSchema } from "@campus/contracts/companies";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { ExpiringCache } from "../../platform/expiring-cache.ts";
import type { SessionCache } from "../../platform/session-cache.ts";
import { getCompanyBranding } from "../tenants/index.ts";
import { getMe, getOwnView } from "./auth.service.ts";

/** How long a company's branding is believed without reading it again (issue 16: a short expiry). */
export const BRANDING_CACHE_MS = 10_000;
const MAX_ENTRIES = 50_000;

const ownPartSchema = meSchema.omit({ company: true });
type OwnPart = Omit<Me, "company">;

/** A user's own part, and their whole answer as last written (with the branding it was written with). */
interface OwnEntry {
  own: OwnPart;
  written?: { branding: CompanyBranding; json: string };
}

/**
 * `GET /api/auth/me` from this process's memory, with no query. The caller's own part (profile,
 * preferences, home) is kept as long as their sessions are: the session cache forgets a user on any
 * change of their account, in any process (the triggers of its channel, `announceAccountChanged` on
 * every other update of the users table, an administrator's write here). The company's branding is
 * kept BRANDING_CACHE_MS at most, and forgotten here at once when an administrator of this process writes.
 * Both are kept as their zod schemas give them (checked, fields in order, once when read), and the
 * answer is kept written: the same bytes as zod's encoding, without encoding it at every request.
 */
export class MeCache {
  private readonly own: ExpiringCache<OwnEntry>;
  private readonly branding: ExpiringCache<CompanyBranding>;

  constructor(
    private readonly db: Db,
    clock: Clock,
    sessions: SessionCache,
    options: { ttlMs: number },
  ) {
    this.own = new ExpiringCache(clock, { ttlMs: options.ttlMs, maxEntries: MAX_ENTRIES });
    this.branding = new ExpiringCache(clock, {
      ttlMs: Math.min(options.ttlMs, BRANDING_CACHE_MS),
      maxEntries: MAX_ENTRIES,
    });
    sessions.follow((userId) => {
      if (userId === null) {
        this.own.clear();
        this.branding.clear();
      } else this.own.drop(userId);
    });
  }

  /** The caller's answer as last written, when nothing of it needs reading again. */
  kept(ctx: Ctx): string | undefined {
    const entry = this.own.peek(ctx.userId);
    if (entry?.own.companyId !== ctx.companyId || !entry.written) return undefined;
    return entry.written.branding === this.branding.peek(ctx.companyId) ? entry.written.json : undefined;
  }

  /** The caller's own view, as `getMe` answers it, written as JSON. */
  async json(ctx: Ctx): Promise<string> {
    const entry =
      this.own.peek(ctx.userId) ??
      (await this.own.get(ctx.userId, async () => ({
        own: ownPartSchema.parse(await getOwnView(this.db, ctx)),
      })));
    const { own } = entry;
    // Read within the caller's company, as ever (a user never changes company under a live session).
    if (own.companyId !== ctx.companyId) return JSON.stringify(meSchema.parse(await getMe(this.db, ctx)));
    const branding =
      this.branding.peek(own.companyId) ??
      (await this.branding.get(own.companyId, async () =>
        companyBrandingSchema.parse(await getCompanyBranding(this.db, own.companyId)),
      ));
    if (entry.written?.branding !== branding) {
      const { messageDigest, home, mustChangePassword, ...profile } = own;
      // The schema's order of fields, as zod's encoding writes them.
      const me: Me = { ...profile, messageDigest, company: branding, home, mustChangePassword };
      entry.written = { branding, json: JSON.stringify(me) };
    }
    return entry.written.json;
  }
}
