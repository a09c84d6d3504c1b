// Without zod: the students' list reads who may create and export on its first load; the schemas are in
// students.ts (and the id parameter in school.ts), loaded with their first use.
import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES, STAFF_ROLES } from "./roles.ts";

const students = schemasOf(() => import("./students.ts"));
const school = schemasOf(() => import("./school.ts"));
const params = school("recordIdParamSchema");

export const STUDENTS_ENDPOINTS = endpoints("apprenants", {
  listStudents: {
    method: "GET",
    path: "/api/students",
    access: STAFF_ROLES,
    query: students("studentListQuerySchema"),
    response: students("studentPageSchema"),
  },
  exportStudents: {
    method: "GET",
    path: "/api/students/export",
    access: STAFF_ROLES,
    kind: "file",
    query: students("studentExportQuerySchema"),
  },
  getStudent: {
    method: "GET",
    path: "/api/students/:id",
    access: STAFF_ROLES,
    params,
    response: students("studentDetailViewSchema"),
  },
  createStudent: {
    method: "POST",
    path: "/api/students",
    access: ADMIN_ROLES,
    body: students("createStudentBodySchema"),
    response: students("studentDetailViewSchema"),
    status: 201,
  },
  updateStudent: {
    method: "PATCH",
    path: "/api/students/:id",
    access: ADMIN_ROLES,
    params,
    body: students("updateStudentBodySchema"),
    response: students("studentDetailViewSchema"),
  },
  deleteStudent: {
    method: "DELETE",
    path: "/api/students/:id",
    access: ADMIN_ROLES,
    params,
    response: students("studentRemovalSchema"),
  },
  restoreStudent: {
    method: "POST",
    path: "/api/students/:id/restore",
    access: ADMIN_ROLES,
    params,
    response: students("studentDetailViewSchema"),
  },
  exportCourseStudents: {
    method: "GET",
    path: "/api/courses/:id/students/export",
    access: STAFF_ROLES,
    kind: "file",
    params,
    query: students("courseStudentsExportQuerySchema"),
  },
});
