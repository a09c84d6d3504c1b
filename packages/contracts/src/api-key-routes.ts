// Which route an API key may call, and with which scope: derived from the endpoints' declarations
// (their area and method), read by the permission hook on every request made with a key and by the
// OpenAPI document.
import type { ApiKeyArea, ApiKeyScope } from "./api-key-scopes.ts";
import type { Endpoint } from "./endpoint.ts";
import { endpointKey } from "./endpoint.ts";
import { ENDPOINTS } from "./permissions.ts";
import type { Role } from "./roles.ts";

/**
 * Which area each table of declared endpoints belongs to, for keys. A table missing here is never
 * reachable with a key: the personal ones (profile, « Mes données », sign-in sessions, messages,
 * notifications), the platform operator's (companies), the accounts and administrators, the branding,
 * the audit log, the live events and the key management itself. A new endpoint of a listed table gets
 * its scope from its method without a change here.
 */
const AREA_OF_TABLE: Partial<Record<keyof typeof ENDPOINTS, ApiKeyArea>> = {
  STUDENTS: "students",
  TEACHERS: "teachers",
  COURSES: "courses",
  ENROLMENTS: "courses",
  PROGRAMMES: "courses",
  COHORTS: "courses",
  SLOTS: "slots",
  ATTENDANCE: "attendance",
  EVALUATIONS: "grades",
};

/** The role a key acts with: an administrator of its company, never a super administrator nor the platform. */
export const API_KEY_ROLES: readonly Role[] = ["admin"];

/** The scope an endpoint needs from a key, or undefined when no key may call it. */
export function scopeOfEndpoint(area: ApiKeyArea | undefined, endpoint: Endpoint): ApiKeyScope | undefined {
  if (!area || endpoint.personal || endpoint.kind === "stream") return undefined;
  const access = endpoint.access;
  // A key acts as an administrator: a route no administrator may call, or one about the caller
  // themselves (open to anyone signed in), stays closed to it.
  if (access === "public" || access === "authenticated") return undefined;
  if (!access.some((role) => API_KEY_ROLES.includes(role))) return undefined;
  return endpoint.method === "GET" ? `${area}:read` : `${area}:write`;
}

function keyScopeTable(): ReadonlyMap<string, ApiKeyScope> {
  const table = new Map<string, ApiKeyScope>();
  for (const [name, endpoints] of Object.entries(ENDPOINTS) as [
    keyof typeof ENDPOINTS,
    Record<string, Endpoint>,
  ][]) {
    for (const endpoint of Object.values(endpoints)) {
      const scope = scopeOfEndpoint(AREA_OF_TABLE[name], endpoint);
      if (scope) table.set(endpointKey(endpoint), scope);
    }
  }
  return table;
}

/** Every route a key may call, keyed like the permission table ("GET /api/students"), with the scope it needs. */
export const API_KEY_ROUTE_SCOPES: ReadonlyMap<string, ApiKeyScope> = /* @__PURE__ */ keyScopeTable();

/** The scope a route needs from a key, or undefined when no key may call it. */
export function apiKeyScopeOf(method: string, url: string): ApiKeyScope | undefined {
  return API_KEY_ROUTE_SCOPES.get(`${method} ${url}`);
}
