import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES, STAFF_ROLES } from "./roles.ts";

const cohorts = schemasOf(() => import("./cohorts.ts"));
const school = schemasOf(() => import("./school.ts"));
const params = school("recordIdParamSchema");
const cohort = cohorts("cohortSchema");

/** Sessions scolaires: the staff read them (with their counts), the administrators manage them. */
export const COHORTS_ENDPOINTS = endpoints("sessions", {
  listCohorts: {
    method: "GET",
    path: "/api/cohorts",
    access: STAFF_ROLES,
    query: cohorts("cohortListQuerySchema"),
    response: cohorts("cohortPageSchema"),
  },
  getCohort: {
    method: "GET",
    path: "/api/cohorts/:id",
    access: STAFF_ROLES,
    params,
    response: cohort,
  },
  createCohort: {
    method: "POST",
    path: "/api/cohorts",
    access: ADMIN_ROLES,
    body: cohorts("createCohortBodySchema"),
    response: cohort,
    status: 201,
  },
  updateCohort: {
    method: "PATCH",
    path: "/api/cohorts/:id",
    access: ADMIN_ROLES,
    params,
    body: cohorts("updateCohortBodySchema"),
    response: cohort,
  },
  archiveCohort: {
    method: "POST",
    path: "/api/cohorts/:id/archive",
    access: ADMIN_ROLES,
    params,
    response: cohort,
  },
  unarchiveCohort: {
    method: "POST",
    path: "/api/cohorts/:id/unarchive",
    access: ADMIN_ROLES,
    params,
    response: cohort,
  },
  deleteCohort: {
    method: "DELETE",
    path: "/api/cohorts/:id",
    access: ADMIN_ROLES,
    params,
    description: "Only a session no student nor course names; otherwise 409: archive it instead.",
    status: 204,
  },
});
