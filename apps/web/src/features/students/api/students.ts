import { pageOf } from "@campus/contracts/common";
import type { StudentFilters } from "@campus/contracts/students";
import { studentSchema } from "@campus/contracts/students";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

/** The list's filters as the API reads them (`whitelisted` as "true" / "false"). */
export type StudentsFilters = Omit<StudentFilters, "whitelisted"> & { whitelisted?: "true" | "false" };
export type StudentsQuery = StudentsFilters & { page: number; pageSize: number };

export const STUDENTS_KEY = ["students"] as const;

export function fetchStudents(query: StudentsQuery, signal?: AbortSignal) {
  return apiClient.get(pageOf(studentSchema), "/api/students", { query, signal });
}

/** One page of the students, searched, filtered and sorted. */
export function studentsQueryOptions(query: StudentsQuery) {
  return queryOptions({
    queryKey: [...STUDENTS_KEY, "list", query],
    queryFn: ({ signal }) => fetchStudents(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStudents(query: StudentsQuery) {
  return useQuery(studentsQueryOptions(query));
}
