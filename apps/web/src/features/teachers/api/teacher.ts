import { teacherDetailSchema } from "@campus/contracts/teachers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { TEACHERS_KEY } from "./teachers.ts";

export const teacherQueryKey = (id: string) => [...TEACHERS_KEY, "detail", id] as const;

export function fetchTeacher(id: string, signal?: AbortSignal) {
  return apiClient.get(teacherDetailSchema, `/api/teachers/${encodeURIComponent(id)}`, { signal });
}

/** A teacher's profile with the courses they teach. */
export function teacherQueryOptions(id: string) {
  return queryOptions({
    queryKey: teacherQueryKey(id),
    queryFn: ({ signal }) => fetchTeacher(id, signal),
  });
}

export function useTeacher(id: string) {
  return useQuery(teacherQueryOptions(id));
}
