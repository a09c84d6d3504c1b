import { endpoints, schemasOf } from "./endpoint.ts";

const profile = schemasOf(() => import("./profile.ts"));
const auth = schemasOf(() => import("./auth.ts"));
const common = schemasOf(() => import("./common.ts"));

/** The signed-in user's own profile: any role, always their own account. */
export const PROFILE_ENDPOINTS = endpoints("profil", {
  updateOwnProfile: {
    method: "PATCH",
    path: "/api/profile",
    access: "authenticated",
    body: profile("updateProfileBodySchema"),
    response: auth("meSchema"),
  },
  changeOwnPassword: {
    method: "POST",
    path: "/api/profile/password",
    access: "authenticated",
    body: profile("changePasswordBodySchema"),
    response: common("okSchema"),
  },
});
