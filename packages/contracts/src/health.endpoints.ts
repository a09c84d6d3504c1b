import { endpoints, schemasOf } from "./endpoint.ts";

const auth = schemasOf(() => import("./auth.ts"));

export const HEALTH_ENDPOINTS = endpoints("santé", {
  /** Liveness: the process answers and reaches its database. */
  getHealth: {
    method: "GET",
    path: "/api/health",
    access: "public",
    response: auth("healthSchema"),
  },
  /** Readiness: the database answers and its schema is this build's (else 503: the proxy sends elsewhere). */
  checkReadiness: {
    method: "GET",
    path: "/api/ready",
    access: "public",
    response: auth("readySchema"),
    failures: { 503: auth("readySchema") },
  },
});
