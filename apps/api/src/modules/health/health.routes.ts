import { healthSchema } from "@campus/contracts/auth";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Module } from "../../platform/fastify.ts";
import { checkReadiness } from "./readiness.ts";

const readySchema = z.object({
  status: z.enum(["ready", "not-ready"]),
  reason: z.enum(["database", "migrations"]).optional(),
});

export const healthRoutes: Module = (app, { db, dbKind }) => {
  // Liveness: the process answers and reaches its database.
  app.get("/api/health", { schema: { tags: ["santé"], response: { 200: healthSchema } } }, async () => {
    await db.execute(sql`select 1`);
    return { status: "ok" as const, database: dbKind };
  });

  // Readiness: the database answers and its schema is this build's (else 503, the proxy sends elsewhere).
  app.get(
    "/api/ready",
    { schema: { tags: ["santé"], response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      const readiness = await checkReadiness(db);
      if (readiness.ready) return { status: "ready" as const };
      return reply.status(503).send({ status: "not-ready" as const, reason: readiness.reason });
    },
  );
};
