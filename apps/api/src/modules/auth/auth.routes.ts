import { loginBodySchema, loginResponseSchema, meSchema } from "@campus/contracts/auth";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { sendJson } from "../../platform/kept-json.ts";
import { revokeSession } from "../../platform/sessions.ts";
import { MeCache } from "./auth.me-cache.ts";
import { login } from "./auth.service.ts";

export const authRoutes: Module = (app, deps) => {
  const me = new MeCache(deps.db, deps.clock, deps.sessions, { ttlMs: deps.config.sessionCacheMs });

  app.post(
    "/api/auth/login",
    { schema: { tags: ["auth"], body: loginBodySchema, response: { 200: loginResponseSchema } } },
    (request) =>
      login({ ...deps, sessionMs: deps.config.sessionMs }, request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      }),
  );

  app.post("/api/auth/logout", { schema: { tags: ["auth"] } }, async (request, reply) => {
    await revokeSession(deps, requireCtx(request));
    return reply.status(204).send();
  });

  // Asked by every page load: answered from memory, already written (auth.me-cache.ts).
  app.get(
    "/api/auth/me",
    { schema: { tags: ["auth"], response: { 200: meSchema } } },
    // Most callers are answered from memory at once: no promise to wait for.
    (request, reply) => {
      const ctx = requireCtx(request);
      const kept = me.kept(ctx);
      if (kept === undefined) return me.json(ctx).then((json) => void sendJson(reply, json));
      sendJson(reply, kept);
    },
  );
};
