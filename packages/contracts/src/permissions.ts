import { ABSENCE_ALERTS_ENDPOINTS } from "./absence-alerts.endpoints.ts";
import type { Access } from "./access.ts";
import { ACCOUNTS_ENDPOINTS, PHOTO_ENDPOINTS } from "./accounts.endpoints.ts";
import { ADMINISTRATORS_ENDPOINTS } from "./administrators.endpoints.ts";
import { API_KEYS_ENDPOINTS } from "./api-keys.endpoints.ts";
import { ASSIGNMENTS_ENDPOINTS } from "./assignments.endpoints.ts";
import { ATTENDANCE_ENDPOINTS } from "./attendance.endpoints.ts";
import { AUDIT_ENDPOINTS } from "./audit.endpoints.ts";
import { AUTH_ENDPOINTS } from "./auth.endpoints.ts";
import { BRANDING_ENDPOINTS } from "./branding.endpoints.ts";
import { CALENDAR_ENDPOINTS, NOTIFICATIONS_ENDPOINTS } from "./calendar.endpoints.ts";
import { CHAT_ENDPOINTS } from "./chat.endpoints.ts";
import { CHECK_IN_ENDPOINTS } from "./check-in.endpoints.ts";
import { COHORTS_ENDPOINTS } from "./cohorts.endpoints.ts";
import { COMPANIES_ENDPOINTS } from "./companies.endpoints.ts";
import { CONTENT_ENDPOINTS } from "./content.endpoints.ts";
import { COURSES_ENDPOINTS } from "./courses.endpoints.ts";
import { DASHBOARD_ENDPOINTS } from "./dashboard.endpoints.ts";
import { accessTable, endpointKey } from "./endpoint.ts";
import { ENROLMENTS_ENDPOINTS } from "./enrolments.endpoints.ts";
import { EVALUATIONS_ENDPOINTS } from "./evaluations.endpoints.ts";
import { EVENTS_ENDPOINTS } from "./events.endpoints.ts";
import { HEALTH_ENDPOINTS } from "./health.endpoints.ts";
import { HISTORY_ENDPOINTS } from "./history.endpoints.ts";
import { IMPORTS_ENDPOINTS } from "./imports.endpoints.ts";
import { PRIVACY_ENDPOINTS } from "./privacy.endpoints.ts";
import { PROFILE_ENDPOINTS } from "./profile.endpoints.ts";
import { PROGRAMMES_ENDPOINTS } from "./programmes.endpoints.ts";
import { PROOF_BUNDLES_ENDPOINTS } from "./proof-bundles.endpoints.ts";
import { ADMIN_ROLES, ALL_ROLES, type Role, STAFF_ROLES } from "./roles.ts";
import { SCHOOL_ENDPOINTS } from "./school.endpoints.ts";
import { SLOTS_ENDPOINTS } from "./slots.endpoints.ts";
import { SSO_ENDPOINTS } from "./sso.endpoints.ts";
import { STUDENTS_ENDPOINTS } from "./students.endpoints.ts";
import { TEACHERS_ENDPOINTS } from "./teachers.endpoints.ts";
import { USER_ACCOUNTS_ENDPOINTS } from "./user-accounts.endpoints.ts";
import { WEBHOOKS_ENDPOINTS } from "./webhooks.endpoints.ts";
import { WHITELIST_ENDPOINTS } from "./whitelist.endpoints.ts";

export type { Access };

const SUPERADMIN: readonly Role[] = ["superadmin"];
const COMPANY_SUPER: readonly Role[] = ["superadmin", "superadmincom"];

export interface ScreenRoute {
  path: string;
  /** `null`: any signed-in user. */
  roles: readonly Role[] | null;
  /** Breadcrumb name (French). */
  title: string;
}

/**
 * Every screen of the specification's section 2 with its roles. Where the
 * specification says "no restriction stated" we chose the roles that can use the
 * screen's data (see README, "Permissions").
 */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: "/dashboard/app", roles: ALL_ROLES, title: "Tableau de bord" },
  { path: "/dashboard/entreprises", roles: SUPERADMIN, title: "Entreprises" },
  { path: "/dashboard/entreprises/:uid", roles: SUPERADMIN, title: "Entreprise" },
  { path: "/dashboard/custom", roles: COMPANY_SUPER, title: "Personnalisation" },
  { path: "/dashboard/integrations", roles: ["superadmincom"], title: "Intégrations" },
  { path: "/dashboard/administrateurs", roles: ADMIN_ROLES, title: "Administrateurs" },
  { path: "/dashboard/administrateurs/:uid", roles: ADMIN_ROLES, title: "Administrateur" },
  { path: "/dashboard/:company-admin/:uid", roles: COMPANY_SUPER, title: "Administrateur" },
  { path: "/dashboard/teachers", roles: STAFF_ROLES, title: "Gestion des professeurs" },
  { path: "/dashboard/teachers/:uid", roles: STAFF_ROLES, title: "Profil" },
  { path: "/dashboard/students", roles: STAFF_ROLES, title: "Liste des étudiants" },
  { path: "/dashboard/students/:id", roles: STAFF_ROLES, title: "Profil étudiant" },
  { path: "/dashboard/whitelist", roles: ADMIN_ROLES, title: "Gestion de whitelist" },
  { path: "/dashboard/programs", roles: ADMIN_ROLES, title: "Gestion des programmes" },
  { path: "/dashboard/programs/:uid", roles: null, title: "Programme" },
  { path: "/dashboard/cohorts", roles: ADMIN_ROLES, title: "Sessions scolaires" },
  { path: "/dashboard/enrolments", roles: ADMIN_ROLES, title: "Gestion des inscriptions" },
  { path: "/dashboard/admCourseList", roles: STAFF_ROLES, title: "Liste des cours" },
  { path: "/dashboard/admCourseInfo/:uid", roles: null, title: "Cours" },
  { path: "/dashboard/studentcourses", roles: ALL_ROLES, title: "Cours" },
  { path: "/dashboard/course", roles: null, title: "Cours" },
  { path: "/dashboard/course/:uid", roles: null, title: "Cours" },
  { path: "/dashboard/course/:uid/:teacheruid", roles: null, title: "Cours" },
  { path: "/dashboard/courseInfo/:uid", roles: null, title: "Cours" },
  { path: "/dashboard/course/:uid/chapitres/:chapterId", roles: STAFF_ROLES, title: "Chapitre" },
  { path: "/dashboard/session", roles: STAFF_ROLES, title: "Session" },
  { path: "/dashboard/session/:uid", roles: STAFF_ROLES, title: "Session" },
  { path: "/dashboard/sessionInfo", roles: STAFF_ROLES, title: "Session" },
  { path: "/dashboard/sessionfac", roles: STAFF_ROLES, title: "Session" },
  { path: "/dashboard/sessionfac/:uid", roles: STAFF_ROLES, title: "Session" },
  { path: "/dashboard/sessionfac/:uid/emargement", roles: STAFF_ROLES, title: "Émargement" },
  { path: "/dashboard/emargement", roles: ["student"], title: "Émargement" },
  { path: "/dashboard/assignments", roles: null, title: "Dépôts" },
  { path: "/dashboard/assignments/:uid", roles: null, title: "Dépôt" },
  { path: "/dashboard/user/card", roles: STAFF_ROLES, title: "Utilisateurs" },
  { path: "/dashboard/user/list", roles: STAFF_ROLES, title: "Utilisateurs" },
  { path: "/dashboard/user/account", roles: STAFF_ROLES, title: "Compte" },
  { path: "/dashboard/user/profile", roles: null, title: "Profil" },
  { path: "/dashboard/livecourse", roles: null, title: "Cours en direct" },
  { path: "/dashboard/chat", roles: null, title: "Messagerie" },
  { path: "/dashboard/chat/new", roles: null, title: "Nouveau message" },
  { path: "/dashboard/chat/:uidDest", roles: null, title: "Messagerie" },
  { path: "/dashboard/absences", roles: null, title: "Absences" },
  { path: "/dashboard/history", roles: ADMIN_ROLES, title: "Historique" },
  { path: "/dashboard/calendar", roles: null, title: "Calendrier" },
  { path: "/dashboard/courseSupport", roles: null, title: "Support de cours écrits" },
];

/** Converts a route pattern to a regular expression; `:name` may be part of a segment. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) =>
      segment
        .split(/(:[a-zA-Z]+)/)
        .map((part) => (part.startsWith(":") ? "[^/]+?" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join(""),
    )
    .join("/");
  return new RegExp(`^${source}/?$`);
}

const compiledScreens = SCREEN_ROUTES.map((route) => ({
  route,
  regexp: patternToRegExp(route.path),
  statics: route.path.split("/").filter((s) => s && !s.includes(":")).length,
}));

/** The screen a path belongs to; a static segment wins over a parameter. */
export function matchScreenRoute(pathname: string): ScreenRoute | undefined {
  const matches = compiledScreens.filter((c) => c.regexp.test(pathname));
  matches.sort((a, b) => b.statics - a.statics);
  return matches[0]?.route;
}

export function canOpenScreen(route: ScreenRoute, roles: readonly Role[]): boolean {
  return route.roles === null || route.roles.some((role) => roles.includes(role));
}

/** Every area's declared endpoints: the server serves each, and the permission table is derived from them. */
export const ENDPOINTS = {
  HEALTH: HEALTH_ENDPOINTS,
  AUTH: AUTH_ENDPOINTS,
  EVENTS: EVENTS_ENDPOINTS,
  SCHOOL: SCHOOL_ENDPOINTS,
  PROGRAMMES: PROGRAMMES_ENDPOINTS,
  TEACHERS: TEACHERS_ENDPOINTS,
  STUDENTS: STUDENTS_ENDPOINTS,
  WHITELIST: WHITELIST_ENDPOINTS,
  ABSENCE_ALERTS: ABSENCE_ALERTS_ENDPOINTS,
  IMPORTS: IMPORTS_ENDPOINTS,
  COMPANIES: COMPANIES_ENDPOINTS,
  ADMINISTRATORS: ADMINISTRATORS_ENDPOINTS,
  USER_ACCOUNTS: USER_ACCOUNTS_ENDPOINTS,
  PROFILE: PROFILE_ENDPOINTS,
  PRIVACY: PRIVACY_ENDPOINTS,
  COURSES: COURSES_ENDPOINTS,
  ENROLMENTS: ENROLMENTS_ENDPOINTS,
  AUDIT: AUDIT_ENDPOINTS,
  SLOTS: SLOTS_ENDPOINTS,
  ATTENDANCE: ATTENDANCE_ENDPOINTS,
  CHECK_IN: CHECK_IN_ENDPOINTS,
  PROOF_BUNDLES: PROOF_BUNDLES_ENDPOINTS,
  EVALUATIONS: EVALUATIONS_ENDPOINTS,
  CHAT: CHAT_ENDPOINTS,
  ASSIGNMENTS: ASSIGNMENTS_ENDPOINTS,
  CONTENT: CONTENT_ENDPOINTS,
  ACCOUNTS: ACCOUNTS_ENDPOINTS,
  BRANDING: BRANDING_ENDPOINTS,
  PHOTO: PHOTO_ENDPOINTS,
  CALENDAR: CALENDAR_ENDPOINTS,
  NOTIFICATIONS: NOTIFICATIONS_ENDPOINTS,
  DASHBOARD: DASHBOARD_ENDPOINTS,
  COHORTS: COHORTS_ENDPOINTS,
  HISTORY: HISTORY_ENDPOINTS,
  API_KEYS: API_KEYS_ENDPOINTS,
  SSO: SSO_ENDPOINTS,
  WEBHOOKS: WEBHOOKS_ENDPOINTS,
} as const;

/** Swagger's pages, served by its plugin rather than declared. */
const DOCS_ROUTES = {
  "GET /api/docs": "public",
  "GET /api/docs/": "public",
  "GET /api/docs/json": "public",
  "GET /api/docs/yaml": "public",
  "GET /api/docs/static/index.html": "public",
  "GET /api/docs/static/swagger-initializer.js": "public",
  "GET /api/docs/*": "public",
} as const satisfies Record<string, Access>;

function permissionTable(): Record<string, Access> {
  const areas: Record<string, Readonly<Record<string, Access>>> = { DOCS_ROUTES };
  for (const [area, table] of Object.entries(ENDPOINTS)) areas[area] = accessTable(table);
  return mergeRouteTables(areas);
}

/**
 * Every API route with who may call it, keyed "METHOD /path" with Fastify's `:param` syntax, derived from
 * the endpoints' declarations. The server refuses a route missing from this table.
 */
export const API_PERMISSIONS: Readonly<Record<string, Access>> = /* @__PURE__ */ permissionTable();

/**
 * Joins the areas' route tables; a route listed twice throws, since a spread would keep one of
 * the two access rules silently.
 */
export function mergeRouteTables(
  tables: Readonly<Record<string, Readonly<Record<string, Access>>>>,
): Record<string, Access> {
  const merged: Record<string, Access> = {};
  const owner = new Map<string, string>();
  for (const [area, table] of Object.entries(tables)) {
    for (const [route, access] of Object.entries(table)) {
      const previous = owner.get(route);
      if (previous !== undefined) throw new Error(`${route} is listed by both ${previous} and ${area}`);
      owner.set(route, area);
      merged[route] = access;
    }
  }
  return merged;
}

/**
 * The routes a signed-in user whose password was set by an administrator may still call: signing out,
 * reading their own profile and choosing their own password (public routes need no session anyway).
 * Every other route answers PASSWORD_CHANGE_REQUIRED until then.
 */
const OPEN_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  endpointKey(AUTH_ENDPOINTS.logout),
  endpointKey(AUTH_ENDPOINTS.getMe),
  endpointKey(PROFILE_ENDPOINTS.changeOwnPassword),
]);

/** Whether a user who must still choose their own password may call this route. */
export function isOpenBeforePasswordChange(method: string, url: string): boolean {
  return OPEN_BEFORE_PASSWORD_CHANGE.has(`${method} ${url}`);
}

export function apiAccess(method: string, url: string): Access | undefined {
  return API_PERMISSIONS[`${method} ${url}`];
}

export function hasAccess(access: Access, roles: readonly Role[] | null): boolean {
  if (access === "public") return true;
  if (roles === null) return false;
  if (access === "authenticated") return true;
  return access.some((role) => roles.includes(role));
}
