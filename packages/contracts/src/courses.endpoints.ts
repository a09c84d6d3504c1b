import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES, STAFF_ROLES } from "./roles.ts";

const courses = schemasOf(() => import("./courses.ts"));
const params = courses("courseIdParamSchema");
const courseDetail = courses("courseDetailSchema");

export const COURSES_ENDPOINTS = endpoints("cours", {
  listCourses: {
    method: "GET",
    path: "/api/courses",
    access: STAFF_ROLES,
    query: courses("courseListQuerySchema"),
    response: courses("coursePageSchema"),
  },
  getCourse: {
    method: "GET",
    path: "/api/courses/:id",
    access: STAFF_ROLES,
    params,
    response: courseDetail,
  },
  createCourse: {
    method: "POST",
    path: "/api/courses",
    access: ADMIN_ROLES,
    body: courses("createCourseBodySchema"),
    response: courseDetail,
    status: 201,
  },
  updateCourse: {
    method: "PATCH",
    path: "/api/courses/:id",
    access: ADMIN_ROLES,
    params,
    body: courses("updateCourseBodySchema"),
    response: courseDetail,
  },
  archiveCourse: {
    method: "POST",
    path: "/api/courses/:id/archive",
    access: ADMIN_ROLES,
    params,
    response: courseDetail,
  },
  unarchiveCourse: {
    method: "POST",
    path: "/api/courses/:id/unarchive",
    access: ADMIN_ROLES,
    params,
    response: courseDetail,
  },
  setCourseTeachers: {
    method: "PUT",
    path: "/api/courses/:id/teachers",
    access: ADMIN_ROLES,
    params,
    body: courses("setCourseTeachersBodySchema"),
    response: courseDetail,
  },
  enrolStudents: {
    method: "POST",
    path: "/api/courses/:id/enrolments",
    access: ADMIN_ROLES,
    params,
    body: courses("enrolStudentsBodySchema"),
    response: courses("enrolResultSchema"),
  },
  enrolCohort: {
    method: "POST",
    path: "/api/courses/:id/enrolments/bulk",
    access: ADMIN_ROLES,
    params,
    body: courses("bulkEnrolBodySchema"),
    response: courses("enrolResultSchema"),
  },
  unenrolStudent: {
    method: "DELETE",
    path: "/api/courses/:id/enrolments/:studentId",
    access: ADMIN_ROLES,
    params: courses("enrolmentParamSchema"),
    status: 204,
  },
});
