import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { studentQueryOptions } from "./student.ts";
import { fetchStudents, STUDENTS_KEY, type StudentsQuery } from "./students.ts";

const OPTION_COUNT = 20;
const SEARCH_RESULTS = 10;

/** The first students matching `q` (name, number, e-mail), for the pickers and filters. */
export function studentOptionsQueryOptions(q: string) {
  const query: StudentsQuery = { q: q.trim(), page: 1, pageSize: OPTION_COUNT, sort: "lastname" };
  return queryOptions({
    queryKey: [...STUDENTS_KEY, "list", query],
    queryFn: ({ signal }) => fetchStudents(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStudentOptions(q: string, { isEnabled = true } = {}) {
  return useQuery({ ...studentOptionsQueryOptions(q), enabled: isEnabled });
}

/** The student a filter holds, to name them after a reload (the student page's cache entry). */
export function useStudentOption(id: string) {
  return useQuery({ ...studentQueryOptions(id), enabled: id !== "" });
}

/** The first students matching a search, for the whitelist picker; nothing is asked before two characters. */
export function studentSearchQueryOptions(q: string) {
  const query: StudentsQuery = { q, page: 1, pageSize: SEARCH_RESULTS };
  return queryOptions({
    queryKey: [...STUDENTS_KEY, "search", q],
    queryFn: ({ signal }) => fetchStudents(query, signal),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useStudentSearch(q: string) {
  return useQuery(studentSearchQueryOptions(q));
}
