import { endpoints, schemasOf } from "./endpoint.ts";

const auth = schemasOf(() => import("./auth.ts"));

export const AUTH_ENDPOINTS = endpoints("auth", {
  login: {
    method: "POST",
    path: "/api/auth/login",
    access: "public",
    body: auth("loginBodySchema"),
    response: auth("loginResponseSchema"),
  },
  /** Ends the caller's session. */
  logout: {
    method: "POST",
    path: "/api/auth/logout",
    access: "authenticated",
    status: 204,
  },
  /** The signed-in user's own profile, asked by every page load. */
  getMe: {
    method: "GET",
    path: "/api/auth/me",
    access: "authenticated",
    response: auth("meSchema"),
  },
});
