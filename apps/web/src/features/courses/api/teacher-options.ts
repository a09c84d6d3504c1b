import type { Page } from "@campus/contracts/common";
import type { Teacher, TeacherDetail } from "@campus/contracts/teachers";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

const OPTION_COUNT = 20;

/** The first teachers matching `q`, for the pickers (teacher filter, a course's teachers). */
export function teacherOptionsQueryOptions(q: string) {
  const query = { q: q.trim(), page: 1, pageSize: OPTION_COUNT, sort: "lastname" };
  return queryOptions({
    queryKey: ["teachers", "list", query],
    queryFn: ({ signal }) => apiClient.get<Page<Teacher>>("/api/teachers", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTeacherOptions(q: string, { isEnabled = true } = {}) {
  return useQuery({ ...teacherOptionsQueryOptions(q), enabled: isEnabled });
}

/** One teacher, to name the one the list is filtered on (same cache entry as the teacher's page). */
export function useTeacherOption(id: string | undefined) {
  return useQuery({
    queryKey: ["teachers", "detail", id ?? ""],
    queryFn: ({ signal }) =>
      apiClient.get<TeacherDetail>(`/api/teachers/${encodeURIComponent(id ?? "")}`, { signal }),
    enabled: Boolean(id),
  });
}
