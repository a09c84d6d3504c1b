import type { Page } from "@campus/contracts/common";
import type { Course, CourseListQuery } from "@campus/contracts/courses";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

export type CourseCardsQuery = Pick<CourseListQuery, "page" | "pageSize" | "sort"> & { q?: string };

/**
 * One page of the current courses; the API gives a teacher only theirs. Same cache keys as the
 * course administration, so its changes refresh this list too.
 */
export function courseCardsQueryOptions(query: CourseCardsQuery) {
  return queryOptions({
    queryKey: ["courses", "list", { ...query, archived: false }],
    queryFn: ({ signal }) =>
      apiClient.get<Page<Course>>("/api/courses", { query: { ...query, archived: false }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCourseCards(query: CourseCardsQuery, { isEnabled = true } = {}) {
  return useQuery({ ...courseCardsQueryOptions(query), enabled: isEnabled });
}
