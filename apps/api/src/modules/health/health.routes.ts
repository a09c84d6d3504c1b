import { HEALTH_ENDPOINTS } from "@campus/contracts/health.endpoints";
import { sql } from "drizzle-orm";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { checkReadiness } from "./health.readiness.queries.ts";

export const healthRoutes: Module = async (app, { db, dbKind }) => {
  const route = await routesOf(app, HEALTH_ENDPOINTS);

  // Liveness: the process answers and reaches its database.
  route.getHealth(async () => {
    await db.execute(sql`select 1`);
    return { status: "ok" as const, database: dbKind };
  });

  // Readiness: the database answers and its schema is this build's (else 503, the proxy sends elsewhere).
  route.checkReadiness(async (_request, reply) => {
    const readiness = await checkReadiness(db);
    if (readiness.ready) return { status: "ready" as const };
    return reply.status(503).send({ status: "not-ready" as const, reason: readiness.reason });
  });
};
