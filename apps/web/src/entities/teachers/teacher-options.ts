import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { teacherQueryOptions } from "./teacher.ts";
import { fetchTeachers, TEACHERS_KEY, type TeachersQuery } from "./teachers.ts";

const OPTION_COUNT = 20;

/** The first teachers matching `q`, for the pickers and the « Professeur » filters. */
export function teacherOptionsQueryOptions(q: string) {
  const query: TeachersQuery = { q: q.trim(), page: 1, pageSize: OPTION_COUNT, sort: "lastname" };
  return queryOptions({
    queryKey: [...TEACHERS_KEY, "list", query],
    queryFn: ({ signal }) => fetchTeachers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTeacherOptions(q: string, { isEnabled = true } = {}) {
  return useQuery({ ...teacherOptionsQueryOptions(q), enabled: isEnabled });
}

/** The teacher a filter holds, to show their name after a reload (the teacher page's cache entry). */
export function useTeacherOption(id: string | undefined) {
  return useQuery({ ...teacherQueryOptions(id ?? ""), enabled: Boolean(id) });
}
