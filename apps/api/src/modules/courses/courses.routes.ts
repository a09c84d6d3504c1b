import { COURSES_ENDPOINTS } from "@campus/contracts/courses.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { enrolCohort, enrolStudents, unenrolStudent } from "./courses.enrol.service.ts";
import { getCourse, listCourses } from "./courses.queries.ts";
import { createCourse, setCourseArchived, setCourseTeachers, updateCourse } from "./courses.service.ts";

export const coursesRoutes: Module = async (app, { db, clock }) => {
  const route = await routesOf(app, COURSES_ENDPOINTS);

  route.listCourses((request) => listCourses(db, requireCtx(request), request.query));
  route.getCourse((request) => getCourse(db, requireCtx(request), request.params.id));
  route.createCourse((request) => createCourse(db, requireCtx(request), request.body));
  route.updateCourse((request) =>
    updateCourse(db, clock, requireCtx(request), request.params.id, request.body),
  );
  route.archiveCourse((request) =>
    setCourseArchived(db, clock, requireCtx(request), request.params.id, true),
  );
  route.unarchiveCourse((request) =>
    setCourseArchived(db, clock, requireCtx(request), request.params.id, false),
  );
  route.setCourseTeachers((request) =>
    setCourseTeachers(db, requireCtx(request), request.params.id, request.body),
  );
  route.enrolStudents((request) =>
    enrolStudents(db, clock, requireCtx(request), request.params.id, request.body),
  );
  route.enrolCohort((request) =>
    enrolCohort(db, clock, requireCtx(request), request.params.id, request.body),
  );
  route.unenrolStudent((request) =>
    unenrolStudent(db, clock, requireCtx(request), request.params.id, request.params.studentId),
  );
};
