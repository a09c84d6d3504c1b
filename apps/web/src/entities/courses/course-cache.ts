import type { CourseDetail } from "@campus/contracts/courses";
import type { QueryClient } from "@tanstack/react-query";
import { courseQueryKey } from "./course.ts";
import { COURSES_KEY } from "./courses.ts";

/** After a change that answers the whole course: the detail from the answer, the lists refetched. */
export function storeCourse(client: QueryClient, course: CourseDetail): Promise<void> {
  client.setQueryData(courseQueryKey(course.id), course);
  return client.invalidateQueries({ queryKey: [...COURSES_KEY, "list"] });
}

/** After a change of enrolments: the course and the lists (their enrolled counts) refetched. */
export function refreshCourse(client: QueryClient, id: string): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === COURSES_KEY[0] && (queryKey[1] === "list" || queryKey[2] === id),
  });
}

/** After enrolments changed from another page (« Gestion des inscriptions »): every course query refetched. */
export function refreshCourses(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: COURSES_KEY });
}
