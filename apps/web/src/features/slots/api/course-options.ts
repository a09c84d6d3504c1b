import type { Page } from "@campus/contracts/common";
import type { Course } from "@campus/contracts/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

const query = { page: 1, pageSize: 200, sort: "title", archived: false } as const;

/** The current courses the caller manages (a teacher: their own), for the course selects. */
export const slotCourseOptionsQueryOptions = queryOptions({
  queryKey: ["courses", "list", query],
  queryFn: ({ signal }) => apiClient.get<Page<Course>>("/api/courses", { query, signal }),
  staleTime: 5 * 60_000,
});

export function useSlotCourseOptions() {
  return useQuery(slotCourseOptionsQueryOptions);
}
