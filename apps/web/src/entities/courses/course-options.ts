import { queryOptions, useQuery } from "@tanstack/react-query";
import { COURSES_KEY, type CoursesQuery, fetchCourses } from "./courses.ts";

const query: CoursesQuery = { page: 1, pageSize: 200, sort: "title", archived: false };

/** The current courses the caller manages (a teacher: their own), for the course selects and filters. */
export const courseOptionsQueryOptions = queryOptions({
  queryKey: [...COURSES_KEY, "list", query],
  queryFn: ({ signal }) => fetchCourses(query, signal),
  staleTime: 5 * 60_000,
});

export function useCourseOptions({ isEnabled = true } = {}) {
  return useQuery({ ...courseOptionsQueryOptions, enabled: isEnabled });
}
