import type { CourseListQuery } from "@campus/contracts/courses";
import { COURSES_ENDPOINTS } from "@campus/contracts/courses.endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

/** The list's filters as the page holds them: optional ids, the archived switch, search and sort. */
export type CoursesQuery = Pick<CourseListQuery, "page" | "pageSize" | "archived" | "sort"> &
  Partial<Pick<CourseListQuery, "q" | "programmeId" | "levelId" | "cohortId" | "teacherId">>;

export const COURSES_KEY = ["courses"] as const;

export function fetchCourses(query: CoursesQuery, signal?: AbortSignal) {
  // The query string carries the archived switch as text (the contract reads it with z.stringbool).
  return call(COURSES_ENDPOINTS.listCourses, {
    query: { ...query, archived: String(query.archived) },
    signal,
  });
}

/** One page of courses; the API gives a teacher only their own. */
export function coursesQueryOptions(query: CoursesQuery) {
  return queryOptions({
    queryKey: [...COURSES_KEY, "list", query],
    queryFn: ({ signal }) => fetchCourses(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCourses(query: CoursesQuery, { isEnabled = true } = {}) {
  return useQuery({ ...coursesQueryOptions(query), enabled: isEnabled });
}
