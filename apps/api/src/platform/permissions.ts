import { apiAccess, hasAccess } from "@campus/contracts/permissions";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { authSessions, users } from "../db/schema/index.ts";
import type { Ctx } from "./context.ts";
import { AppError } from "./errors.ts";
import { hashToken } from "./tokens.ts";

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 200 ? token : undefined;
}

/** The caller behind a bearer token, or null when the token is unknown, expired, revoked or its user disabled. */
export async function resolveCaller(db: Db, token: string): Promise<Ctx | null> {
  const [row] = await db
    .select({
      sessionId: authSessions.id,
      expiresAt: authSessions.expiresAt,
      revokedAt: authSessions.revokedAt,
      userId: users.id,
      companyId: users.companyId,
      instance: users.instance,
      roles: users.roles,
      disabled: users.disabled,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.revokedAt || row.disabled || row.expiresAt.getTime() <= Date.now()) return null;
  return {
    userId: row.userId,
    companyId: row.companyId,
    instance: row.instance,
    roles: row.roles,
    sessionId: row.sessionId,
  };
}

/**
 * Enforces the shared permission table on every /api route: a route missing from
 * the table is refused, so a new route cannot ship unguarded.
 */
export function registerPermissionHook(app: FastifyInstance, db: Db): void {
  app.decorateRequest("ctx", null);
  app.addHook("onRequest", async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith("/api")) return;
    const method = request.method === "HEAD" ? "GET" : request.method;
    const access = apiAccess(method, url);
    if (access === undefined) {
      request.log.error({ method, url }, "route missing from the permission table");
      throw new AppError("FORBIDDEN");
    }
    if (access === "public") return;
    const token = bearerToken(request);
    const caller = token ? await resolveCaller(db, token) : null;
    if (!caller) throw new AppError("UNAUTHENTICATED");
    if (!hasAccess(access, caller.roles)) throw new AppError("FORBIDDEN");
    request.ctx = caller;
  });
}
