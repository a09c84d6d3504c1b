import { endpoints, schemasOf } from "./endpoint.ts";
import { STAFF_ROLES } from "./roles.ts";

const school = schemasOf(() => import("./school.ts"));

export const SCHOOL_ENDPOINTS = endpoints("école", {
  getSchoolOptions: {
    method: "GET",
    path: "/api/school/options",
    access: STAFF_ROLES,
    response: school("schoolOptionsSchema"),
  },
});
