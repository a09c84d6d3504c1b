import { pageOf } from "@campus/contracts/common";
import type { TeacherListQuery } from "@campus/contracts/teachers";
import { teacherSchema } from "@campus/contracts/teachers";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

export type TeachersQuery = Pick<TeacherListQuery, "page" | "pageSize" | "sort" | "q">;

export const TEACHERS_KEY = ["teachers"] as const;

export function fetchTeachers(query: TeachersQuery, signal?: AbortSignal) {
  return apiClient.get(pageOf(teacherSchema), "/api/teachers", { query, signal });
}

/** One page of the company's teachers, searched and sorted. */
export function teachersQueryOptions(query: TeachersQuery) {
  return queryOptions({
    queryKey: [...TEACHERS_KEY, "list", query],
    queryFn: ({ signal }) => fetchTeachers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTeachers(query: TeachersQuery) {
  return useQuery(teachersQueryOptions(query));
}
