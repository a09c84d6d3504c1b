import type { Page } from "@campus/contracts/common";
import type { Teacher, TeacherListQuery } from "@campus/contracts/teachers";
import { TEACHERS_ENDPOINTS } from "@campus/contracts/teachers.endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

export type TeachersQuery = Pick<TeacherListQuery, "page" | "pageSize" | "sort" | "q">;

export const TEACHERS_KEY = ["teachers"] as const;

/** A colleague's copy carries no phone (the API's "limited" view): it reads as unknown. */
export async function fetchTeachers(query: TeachersQuery, signal?: AbortSignal): Promise<Page<Teacher>> {
  const page = await call(TEACHERS_ENDPOINTS.listTeachers, { query, signal });
  return {
    ...page,
    items: page.items.map((item) => (item.view === "full" ? item : { ...item, phone: null })),
  };
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
