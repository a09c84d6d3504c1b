import { schoolOptionsSchema } from "@campus/contracts/school";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { getSchoolOptions } from "./school.service.ts";

export const schoolRoutes: Module = (app, { db }) => {
  app.get(
    "/api/school/options",
    { schema: { tags: ["école"], response: { 200: schoolOptionsSchema } } },
    (request) => getSchoolOptions(db, requireCtx(request)),
  );
};
