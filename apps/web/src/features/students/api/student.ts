import { studentDetailSchema } from "@campus/contracts/students";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { STUDENTS_KEY } from "./students.ts";

export const studentQueryKey = (id: string) => [...STUDENTS_KEY, "detail", id] as const;

export function fetchStudent(id: string, signal?: AbortSignal) {
  return apiClient.get(studentDetailSchema, `/api/students/${encodeURIComponent(id)}`, { signal });
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
