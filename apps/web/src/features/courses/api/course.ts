import { courseDetailSchema } from "@campus/contracts/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { COURSES_KEY } from "./courses.ts";

export const courseQueryKey = (id: string) => [...COURSES_KEY, "detail", id] as const;

/** One course with its teachers and enrolled students. */
export function courseQueryOptions(id: string) {
  return queryOptions({
    queryKey: courseQueryKey(id),
    queryFn: ({ signal }) =>
      apiClient.get(courseDetailSchema, `/api/courses/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useCourse(id: string, { isEnabled = true } = {}) {
  return useQuery({ ...courseQueryOptions(id), enabled: isEnabled });
}
