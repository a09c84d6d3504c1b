import type { Page } from "@campus/contracts/common";
import type { Student } from "@campus/contracts/students";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

const OPTION_COUNT = 20;

/** The first students matching `q` (name, number, e-mail), for the enrolment picker. */
export function studentOptionsQueryOptions(q: string) {
  const query = { q: q.trim(), page: 1, pageSize: OPTION_COUNT, sort: "lastname" };
  return queryOptions({
    queryKey: ["students", "list", query],
    queryFn: ({ signal }) => apiClient.get<Page<Student>>("/api/students", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStudentOptions(q: string, { isEnabled = true } = {}) {
  return useQuery({ ...studentOptionsQueryOptions(q), enabled: isEnabled });
}
