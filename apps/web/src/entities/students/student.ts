import type { StudentDetail, StudentDetailView } from "@campus/contracts/students";
import { STUDENTS_ENDPOINTS } from "@campus/contracts/students.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { STUDENTS_KEY } from "./students.ts";

export const studentQueryKey = (id: string) => [...STUDENTS_KEY, "detail", id] as const;

/** A teacher's copy carries no postal address (the API's "limited" view): it reads as unknown. */
export function studentDetailOf(student: StudentDetailView): StudentDetail {
  return student.view === "full" ? student : { ...student, postalAddress: null, postalCode: null };
}

export async function fetchStudent(id: string, signal?: AbortSignal): Promise<StudentDetail> {
  return studentDetailOf(await call(STUDENTS_ENDPOINTS.getStudent, { params: { id }, signal }));
}

/** A student's record with their courses and whitelist status. */
export function studentQueryOptions(id: string) {
  return queryOptions({
    queryKey: studentQueryKey(id),
    queryFn: ({ signal }) => fetchStudent(id, signal),
  });
}

export function useStudent(id: string) {
  return useQuery(studentQueryOptions(id));
}
