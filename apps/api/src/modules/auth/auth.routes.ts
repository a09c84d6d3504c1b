import { loginBodySchema, loginResponseSchema, meSchema } from "@campus/contracts/auth";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { revokeSession } from "../../platform/sessions.ts";
import { getMe, login } from "./auth.service.ts";

export const authRoutes: Module = (app, deps) => {
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

  app.get("/api/auth/me", { schema: { tags: ["auth"], response: { 200: meSchema } } }, (request) =>
    getMe(deps.db, requireCtx(request)),
  );
};
