import { healthSchema } from "@campus/contracts/auth";
import { sql } from "drizzle-orm";
import type { Module } from "../../platform/fastify.ts";

export const healthRoutes: Module = (app, { db, dbKind }) => {
  app.get("/api/health", { schema: { tags: ["santé"], response: { 200: healthSchema } } }, async () => {
    await db.execute(sql`select 1`);
    return { status: "ok" as const, database: dbKind };
  });
};
