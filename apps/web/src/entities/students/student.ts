import { type StudentDetail, studentDetailViewSchema } from "@campus/contracts/students";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";
import { STUDENTS_KEY } from "./students.ts";

export const studentQueryKey = (id: string) => [...STUDENTS_KEY, "detail", id] as const;

/** A teacher's copy carries no postal address (the API's "limited" view): it reads as unknown. */
export async function fetchStudent(id: string, signal?: AbortSignal): Promise<StudentDetail> {
  const student = await apiClient.get(studentDetailViewSchema, `/api/students/${encodeURIComponent(id)}`, {
    signal,
  });
  return student.view === "full" ? student : { ...student, postalAddress: null, postalCode: null };
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
