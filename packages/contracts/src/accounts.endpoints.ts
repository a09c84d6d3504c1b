import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES } from "./roles.ts";

const accounts = schemasOf(() => import("./accounts.ts"));
const auth = schemasOf(() => import("./auth.ts"));
const common = schemasOf(() => import("./common.ts"));
const ok = common("okSchema");

/** Registration, e-mail verification, sign-in links and forgotten passwords: public but the admin's link. */
export const ACCOUNTS_ENDPOINTS = {
  ...endpoints("auth", {
    registerStudent: {
      method: "POST",
      path: "/api/auth/register",
      access: "public",
      body: accounts("registerBodySchema"),
      response: accounts("registerResponseSchema"),
      status: 201,
    },
    registerOpen: {
      method: "POST",
      path: "/api/auth/register-open",
      access: "public",
      body: accounts("registerOpenBodySchema"),
      response: accounts("registerResponseSchema"),
      status: 201,
    },
    verifyEmail: {
      method: "POST",
      path: "/api/auth/verify",
      access: "public",
      body: accounts("verifyBodySchema"),
      response: accounts("verifyResponseSchema"),
    },
    resendVerifyCode: {
      method: "POST",
      path: "/api/auth/verify/resend",
      access: "public",
      body: accounts("emailBodySchema"),
      response: ok,
    },
    requestLoginLink: {
      method: "POST",
      path: "/api/auth/login-link",
      access: "public",
      body: accounts("emailBodySchema"),
      response: ok,
    },
    signInWithLink: {
      method: "POST",
      path: "/api/auth/loginauto",
      access: "public",
      body: accounts("tokenBodySchema"),
      response: auth("loginResponseSchema"),
    },
    requestResetLink: {
      method: "POST",
      path: "/api/auth/password-reset/request",
      access: "public",
      body: accounts("emailBodySchema"),
      response: ok,
    },
    resetPasswordWithLink: {
      method: "POST",
      path: "/api/auth/password-reset",
      access: "public",
      body: accounts("resetPasswordWithTokenBodySchema"),
      response: ok,
    },
  }),
  // Served by the accounts module, listed with the user screens' routes.
  ...endpoints("utilisateurs", {
    sendLoginLinkToUser: {
      method: "POST",
      path: "/api/users/:id/login-link",
      access: ADMIN_ROLES,
      params: common("idParamSchema"),
      response: ok,
    },
  }),
};

/** The profile photo: each user their own; shown in the menu, the header and the lists. */
export const PHOTO_ENDPOINTS = endpoints("profil", {
  replaceOwnPhoto: {
    method: "POST",
    path: "/api/profile/photo",
    access: "authenticated",
    kind: "upload",
    response: auth("meSchema"),
  },
  removeOwnPhoto: {
    method: "DELETE",
    path: "/api/profile/photo",
    access: "authenticated",
    response: auth("meSchema"),
  },
  openPhoto: {
    method: "GET",
    path: "/api/photos/:userId/:file",
    access: "public",
    kind: "file",
    params: accounts("photoParamsSchema"),
  },
});
