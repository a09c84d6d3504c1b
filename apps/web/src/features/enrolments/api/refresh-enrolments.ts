import type { QueryClient } from "@tanstack/react-query";
import { refreshCourses } from "../../../entities/courses/index.ts";
import { STUDENTS_KEY } from "../../../entities/students/index.ts";
import { ENROLMENTS_KEY } from "./enrolments.ts";

/**
 * After an enrolment or a withdrawal: this page's lists and history, the courses (their enrolled counts and
 * rosters) and the students (their courses) are refetched.
 */
export function refreshEnrolments(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ENROLMENTS_KEY }),
    refreshCourses(client),
    client.invalidateQueries({ queryKey: STUDENTS_KEY }),
  ]);
}
