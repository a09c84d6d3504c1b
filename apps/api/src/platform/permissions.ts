import { apiKeyScopeOf } from "@campus/contracts/api-key-routes";
import { API_KEY_PREFIX, grantsScope } from "@campus/contracts/api-key-scopes";
import { type Access, apiAccess, hasAccess, isOpenBeforePasswordChange } from "@campus/contracts/permissions";
import { isAdministrator } from "@campus/contracts/roles";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ApiKeyCallers, KeyCaller } from "./api-key-callers.ts";
import { isAllowedAddress } from "./api-key-callers.ts";
import { AppError } from "./errors.ts";
import type { SessionCache } from "./session-cache.ts";
import type { Caller } from "./sessions.ts";

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 200 ? token : undefined;
}

/** Lets a known caller through to a route, or says why not. */
function admit(
  request: FastifyRequest,
  caller: Caller,
  method: string,
  url: string,
  access: Access,
): AppError | undefined {
  const { mustChangePassword, ...ctx } = caller;
  if (mustChangePassword && !isOpenBeforePasswordChange(method, url)) {
    return new AppError("PASSWORD_CHANGE_REQUIRED");
  }
  if (!hasAccess(access, ctx.roles)) return new AppError("FORBIDDEN");
  request.ctx = ctx;
  return undefined;
}

/**
 * Lets an API key through to a route its scopes grant, or says why not: unknown, revoked, expired or
 * from an address outside its list, 401; a route no key may call or outside its scopes, 403; over its
 * requests of the minute, 429. The key acts as an administrator of its own company (API_KEY_ROLES).
 */
function admitKey(
  request: FastifyRequest,
  key: KeyCaller | null,
  keys: ApiKeyCallers,
  method: string,
  url: string,
  access: Access,
): AppError | undefined {
  if (!key) return new AppError("UNAUTHENTICATED");
  if (keys.isExpired(key)) return new AppError("UNAUTHENTICATED");
  if (!isAllowedAddress(key.ranges, request.ip)) return new AppError("UNAUTHENTICATED");
  const scope = apiKeyScopeOf(method, url);
  if (!scope || !grantsScope(key.scopes, scope) || !hasAccess(access, key.ctx.roles)) {
    return new AppError("FORBIDDEN");
  }
  const keyId = key.ctx.apiKey?.id ?? "";
  if (keys.isOverLimit(keyId)) return new AppError("TOO_MANY_REQUESTS");
  keys.touch(keyId, (error) => request.log.error(error, "last_used_at of an API key"));
  request.ctx = key.ctx;
  return undefined;
}

/**
 * Enforces the shared permission table on every /api route: a route missing from
 * the table is refused, so a new route cannot ship unguarded. A caller whose password
 * an administrator set reaches only the few routes that let them choose their own.
 */
export function registerPermissionHook(
  app: FastifyInstance,
  deps: { sessions: SessionCache; keys: ApiKeyCallers },
): void {
  app.decorateRequest("ctx", null);
  // A callback hook: a session this process already knows costs no promise and no wait.
  app.addHook("onRequest", (request, _reply, done) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith("/api")) return done();
    const method = request.method === "HEAD" ? "GET" : request.method;
    const access = apiAccess(method, url);
    if (access === undefined) {
      request.log.error({ method, url }, "route missing from the permission table");
      return done(new AppError("FORBIDDEN"));
    }
    if (access === "public") return done();
    const token = bearerToken(request);
    if (!token) return done(new AppError("UNAUTHENTICATED"));
    if (token.startsWith(API_KEY_PREFIX)) {
      const key = deps.keys.cached(token);
      if (key) return done(admitKey(request, key, deps.keys, method, url, access));
      deps.keys
        .resolve(token)
        .then((found) => done(admitKey(request, found, deps.keys, method, url, access)), done);
      return;
    }
    const known = deps.sessions.cached(token);
    if (known) return done(admit(request, known, method, url, access));
    deps.sessions
      .resolve(token)
      .then(
        (caller) =>
          done(caller ? admit(request, caller, method, url, access) : new AppError("UNAUTHENTICATED")),
        done,
      );
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
