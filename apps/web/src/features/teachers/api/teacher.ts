import { type TeacherDetail, teacherDetailViewSchema } from "@campus/contracts/teachers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { TEACHERS_KEY } from "./teachers.ts";

export const teacherQueryKey = (id: string) => [...TEACHERS_KEY, "detail", id] as const;

/** A colleague's copy carries no phone (the API's "limited" view): it reads as unknown. */
export async function fetchTeacher(id: string, signal?: AbortSignal): Promise<TeacherDetail> {
  const teacher = await apiClient.get(teacherDetailViewSchema, `/api/teachers/${encodeURIComponent(id)}`, {
    signal,
  });
  return teacher.view === "full" ? teacher : { ...teacher, phone: null };
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
