import { PROFILE_ENDPOINTS } from "@campus/contracts/profile.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { changeOwnPassword, updateOwnProfile } from "./profile.service.ts";

/** The signed-in user's own profile: any role, always their own account. */
export const profileRoutes: Module = async (app, { db, clock, limiter, bus }) => {
  const route = await routesOf(app, PROFILE_ENDPOINTS);

  route.updateOwnProfile((request) => updateOwnProfile(db, clock, requireCtx(request), request.body));
  route.changeOwnPassword((request) =>
    changeOwnPassword({ db, clock, limiter, bus }, requireCtx(request), request.body),
  );
};
