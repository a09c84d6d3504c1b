import type { TeacherDetail, TeacherDetailView } from "@campus/contracts/teachers";
import { TEACHERS_ENDPOINTS } from "@campus/contracts/teachers.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { TEACHERS_KEY } from "./teachers.ts";

export const teacherQueryKey = (id: string) => [...TEACHERS_KEY, "detail", id] as const;

/** A colleague's copy carries no phone (the API's "limited" view): it reads as unknown. */
export function teacherDetailOf(teacher: TeacherDetailView): TeacherDetail {
  return teacher.view === "full" ? teacher : { ...teacher, phone: null };
}

export async function fetchTeacher(id: string, signal?: AbortSignal): Promise<TeacherDetail> {
  return teacherDetailOf(await call(TEACHERS_ENDPOINTS.getTeacher, { params: { id }, signal }));
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
