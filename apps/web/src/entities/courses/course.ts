import { COURSES_ENDPOINTS } from "@campus/contracts/courses.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { COURSES_KEY } from "./courses.ts";

export const courseQueryKey = (id: string) => [...COURSES_KEY, "detail", id] as const;

/** One course with its teachers and enrolled students. */
export function courseQueryOptions(id: string) {
  return queryOptions({
    queryKey: courseQueryKey(id),
    queryFn: ({ signal }) => call(COURSES_ENDPOINTS.getCourse, { params: { id }, signal }),
  });
}

export function useCourse(id: string, { isEnabled = true } = {}) {
  return useQuery({ ...courseQueryOptions(id), enabled: isEnabled });
}
