import type { Page } from "@campus/contracts/common";
import type { Student, StudentFilters } from "@campus/contracts/students";
import { STUDENTS_ENDPOINTS } from "@campus/contracts/students.endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

/** The list's filters as the API reads them (`whitelisted` and `archived` as "true" / "false"). */
export type StudentsFilters = Omit<StudentFilters, "whitelisted" | "archived"> & {
  whitelisted?: "true" | "false";
  archived?: "true";
};
export type StudentsQuery = StudentsFilters & { page: number; pageSize: number };

export const STUDENTS_KEY = ["students"] as const;

/** A teacher's copy carries no postal address (the API's "limited" view): it reads as unknown. */
export async function fetchStudents(query: StudentsQuery, signal?: AbortSignal): Promise<Page<Student>> {
  const page = await call(STUDENTS_ENDPOINTS.listStudents, { query, signal });
  return {
    ...page,
    items: page.items.map((item) =>
      item.view === "full" ? item : { ...item, postalAddress: null, postalCode: null },
    ),
  };
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
