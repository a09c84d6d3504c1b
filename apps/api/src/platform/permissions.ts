import { apiAccess, hasAccess, isOpenBeforePasswordChange } from "@campus/contracts/permissions";
import { isAdministrator } from "@campus/contracts/roles";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";
import type { SessionCache } from "./session-cache.ts";

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 200 ? token : undefined;
}

/**
 * Enforces the shared permission table on every /api route: a route missing from
 * the table is refused, so a new route cannot ship unguarded. A caller whose password
 * an administrator set reaches only the few routes that let them choose their own.
 */
export function registerPermissionHook(app: FastifyInstance, deps: { sessions: SessionCache }): void {
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
    const caller = token ? await deps.sessions.resolve(token) : null;
    if (!caller) throw new AppError("UNAUTHENTICATED");
    const { mustChangePassword, ...ctx } = caller;
    if (mustChangePassword && !isOpenBeforePasswordChange(method, url)) {
      throw new AppError("PASSWORD_CHANGE_REQUIRED");
    }
    if (!hasAccess(access, ctx.roles)) throw new AppError("FORBIDDEN");
    request.ctx = ctx;
  });
  // A change made here holds for the very next request in this process, without waiting for the
  // database's notification: the caller's own (logout, new password…); an administrator's write
  // (disabling, roles, a password…) may touch anyone's access, so the whole cache goes. Routes that
  // write nothing of the kind say so (`config: { keepsSessions: true }`).
  // A callback hook (not an async one): no promise per request.
  app.addHook("onSend", (request, reply, payload, done) => {
    const { ctx } = request;
    if (
      ctx &&
      request.method !== "GET" &&
      reply.statusCode < 400 &&
      !request.routeOptions.config.keepsSessions
    ) {
      if (isAdministrator(ctx.roles)) deps.sessions.clear();
      else deps.sessions.dropUser(ctx.userId);
    }
    done(null, payload);
  });
}
