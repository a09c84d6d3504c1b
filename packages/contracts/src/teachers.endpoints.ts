import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES, STAFF_ROLES } from "./roles.ts";

const teachers = schemasOf(() => import("./teachers.ts"));
const school = schemasOf(() => import("./school.ts"));
const params = school("recordIdParamSchema");

export const TEACHERS_ENDPOINTS = endpoints("professeurs", {
  listTeachers: {
    method: "GET",
    path: "/api/teachers",
    access: STAFF_ROLES,
    query: teachers("teacherListQuerySchema"),
    response: teachers("teacherPageSchema"),
  },
  getTeacher: {
    method: "GET",
    path: "/api/teachers/:id",
    access: STAFF_ROLES,
    params,
    response: teachers("teacherDetailViewSchema"),
  },
  createTeacher: {
    method: "POST",
    path: "/api/teachers",
    access: ADMIN_ROLES,
    body: teachers("createTeacherBodySchema"),
    response: teachers("createTeacherResponseSchema"),
    status: 201,
  },
  updateTeacher: {
    method: "PATCH",
    path: "/api/teachers/:id",
    access: ADMIN_ROLES,
    params,
    body: teachers("updateTeacherBodySchema"),
    response: teachers("teacherDetailViewSchema"),
  },
  deleteTeacher: {
    method: "DELETE",
    path: "/api/teachers/:id",
    access: ADMIN_ROLES,
    params,
    status: 204,
  },
});
