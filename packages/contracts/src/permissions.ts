import type { Access } from "./access.ts";
import { ACCOUNTS_API, PHOTO_API } from "./accounts.ts";
import { ADMINISTRATORS_API } from "./administrator-roles.ts";
import { ASSIGNMENTS_API } from "./assignments.ts";
import { ATTENDANCE_API } from "./attendance.ts";
import { AUDIT_API } from "./audit.ts";
import { BRANDING_API } from "./branding.ts";
import { CALENDAR_API, NOTIFICATIONS_API } from "./calendar.ts";
import { CHAT_API } from "./chat.ts";
import { COMPANIES_API } from "./companies.ts";
import { CONTENT_API } from "./content.ts";
import { COURSES_API } from "./courses.ts";
import { DASHBOARD_API } from "./dashboard-rules.ts";
import { accessTable } from "./endpoint.ts";
import { EVALUATIONS_API } from "./evaluations.ts";
import { IMPORTS_API } from "./imports.ts";
import { PROFILE_API } from "./profile.ts";
import { ADMIN_ROLES, ALL_ROLES, type Role, STAFF_ROLES } from "./roles.ts";
import { SCHOOL_API } from "./school.ts";
import { SLOTS_ENDPOINTS } from "./slots.endpoints.ts";
import { STUDENTS_API } from "./student-rules.ts";
import { TEACHERS_API } from "./teachers.ts";
import { USER_ACCOUNTS_API } from "./user-accounts.ts";
import { WHITELIST_API } from "./whitelist.ts";

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

const PLATFORM_API = {
  "GET /api/health": "public",
  "GET /api/ready": "public",
  "GET /api/docs": "public",
  "GET /api/docs/": "public",
  "GET /api/docs/json": "public",
  "GET /api/docs/yaml": "public",
  "GET /api/docs/static/index.html": "public",
  "GET /api/docs/static/swagger-initializer.js": "public",
  "GET /api/docs/*": "public",
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "authenticated",
  "GET /api/auth/me": "authenticated",
  "GET /api/events": "authenticated",
  "GET /api/branding/:companyId": "public",
  "GET /api/companies": SUPERADMIN,
  "GET /api/companies/:id": SUPERADMIN,
} as const satisfies Record<string, Access>;

/**
 * Every API route with who may call it, keyed "METHOD /path" with Fastify's
 * `:param` syntax; each business area lists its routes next to its schemas.
 * The server refuses a route missing from this table.
 */
export const API_PERMISSIONS: Readonly<Record<string, Access>> = /* @__PURE__ */ mergeRouteTables({
  PLATFORM_API,
  SCHOOL_API,
  TEACHERS_API,
  STUDENTS_API,
  WHITELIST_API,
  IMPORTS_API,
  COMPANIES_API,
  ADMINISTRATORS_API,
  USER_ACCOUNTS_API,
  PROFILE_API,
  COURSES_API,
  AUDIT_API,
  SLOTS: accessTable(SLOTS_ENDPOINTS),
  ATTENDANCE_API,
  EVALUATIONS_API,
  CHAT_API,
  ASSIGNMENTS_API,
  CONTENT_API,
  ACCOUNTS_API,
  BRANDING_API,
  PHOTO_API,
  CALENDAR_API,
  NOTIFICATIONS_API,
  DASHBOARD_API,
});

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
  "POST /api/auth/logout",
  "GET /api/auth/me",
  "POST /api/profile/password",
] satisfies (keyof typeof PLATFORM_API | keyof typeof PROFILE_API)[]);

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
