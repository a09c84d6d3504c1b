import { isAdministrator, type Role } from "@campus/contracts/roles";

export const COURSES_PATH = "/dashboard/course";
export const STUDENT_COURSES_PATH = "/dashboard/studentcourses";

export const coursePath = (courseId: string) => `${COURSES_PATH}/${encodeURIComponent(courseId)}`;
export const studentCoursePath = (courseId: string) =>
  `/dashboard/courseInfo/${encodeURIComponent(courseId)}`;
export const studentProfilePath = (studentId: string) =>
  `/dashboard/students/${encodeURIComponent(studentId)}`;

/** A slot's sheet: the administrators' `/dashboard/session/:id`, the teachers' `/dashboard/sessionfac/:id`. */
export function slotSheetPath(slotId: string, roles: readonly Role[]): string {
  const base = isAdministrator(roles) ? "/dashboard/session" : "/dashboard/sessionfac";
  return `${base}/${encodeURIComponent(slotId)}`;
}
