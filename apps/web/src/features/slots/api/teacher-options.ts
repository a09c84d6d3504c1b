import type { Page } from "@campus/contracts/common";
import type { Teacher, TeacherDetail } from "@campus/contracts/teachers";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

/** The first teachers matching `q`, for the "Professeur" filter. */
export function teacherOptionsQueryOptions(q: string) {
  const query = { q: q.trim(), page: 1, pageSize: 20, sort: "lastname" };
  return queryOptions({
    queryKey: ["teachers", "list", query],
    queryFn: ({ signal }) => apiClient.get<Page<Teacher>>("/api/teachers", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTeacherOptions(q: string, { isEnabled = true } = {}) {
  return useQuery({ ...teacherOptionsQueryOptions(q), enabled: isEnabled });
}

/** The teacher a filter holds, to show their name after a reload (the teacher page's cache entry). */
export function useTeacherOption(id: string) {
  return useQuery({
    queryKey: ["teachers", "detail", id],
    queryFn: ({ signal }) =>
      apiClient.get<TeacherDetail>(`/api/teachers/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== "",
  });
}
