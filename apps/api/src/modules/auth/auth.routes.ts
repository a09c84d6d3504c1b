import { AUTH_ENDPOINTS } from "@campus/contracts/auth.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { sendJson } from "../../platform/kept-json.ts";
import { routesOf } from "../../platform/routes.ts";
import { revokeSession } from "../../platform/sessions.ts";
import { MeCache } from "./auth.me.cache.ts";
import { login } from "./auth.service.ts";

export const authRoutes: Module = async (app, deps) => {
  const me = new MeCache(deps.db, deps.clock, deps.sessions, { ttlMs: deps.config.sessionCacheMs });
  const route = await routesOf(app, AUTH_ENDPOINTS);

  route.login((request) =>
    login({ ...deps, sessionMs: deps.config.sessionMs }, request.body, {
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    }),
  );

  route.logout((request) => revokeSession(deps, requireCtx(request)));

  // Asked by every page load: answered from memory, already written (auth.me.cache.ts).
  route.getMe((request, reply) => {
    const ctx = requireCtx(request);
    const kept = me.kept(ctx);
    if (kept === undefined) return me.json(ctx).then((json) => sendJson(reply, json));
    // Most callers are answered from memory at once: no promise to wait for.
    return sendJson(reply, kept);
  });
};
