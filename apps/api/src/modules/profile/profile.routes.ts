import { meSchema } from "@campus/contracts/auth";
import { okSchema } from "@campus/contracts/common";
import { changePasswordBodySchema, updateProfileBodySchema } from "@campus/contracts/profile";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { changeOwnPassword, updateOwnProfile } from "./profile.service.ts";

const tags = ["profil"];

/** The signed-in user's own profile: any role, always their own account. */
export const profileRoutes: Module = (app, { db, clock, limiter, bus }) => {
  app.patch(
    "/api/profile",
    { schema: { tags, body: updateProfileBodySchema, response: { 200: meSchema } } },
    (request) => updateOwnProfile(db, clock, requireCtx(request), request.body),
  );

  app.post(
    "/api/profile/password",
    { schema: { tags, body: changePasswordBodySchema, response: { 200: okSchema } } },
    (request) => changeOwnPassword({ db, clock, limiter, bus }, requireCtx(request), request.body),
  );
};
