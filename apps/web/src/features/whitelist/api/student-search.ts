import type { Page } from "@campus/contracts/common";
import type { Student } from "@campus/contracts/students";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

const RESULTS = 10;

/** The first students matching a search, for the picker; nothing is asked before two characters. */
export function studentSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ["students", "search", q],
    queryFn: ({ signal }) =>
      apiClient.get<Page<Student>>("/api/students", { query: { q, page: 1, pageSize: RESULTS }, signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useStudentSearch(q: string) {
  return useQuery(studentSearchQueryOptions(q));
}
