import type { CourseDetail } from "@campus/contracts/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

/** One course with its teachers and enrolled students (staff); the course administration's cache key. */
export function courseQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["courses", "detail", id],
    queryFn: ({ signal }) =>
      apiClient.get<CourseDetail>(`/api/courses/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useCourse(id: string, { isEnabled = true } = {}) {
  return useQuery({ ...courseQueryOptions(id), enabled: isEnabled });
}
