import type { Page } from "@campus/contracts/common";
import type { Course } from "@campus/contracts/courses";
import type { SchoolOptions } from "@campus/contracts/school";
import type { Student, StudentDetail } from "@campus/contracts/students";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

const courseQuery = { page: 1, pageSize: 200, sort: "title", archived: false } as const;

/** The courses of the company (a teacher: their own), for the « Cours » filter. */
export function useCourseOptions({ isEnabled = true } = {}) {
  return useQuery(
    queryOptions({
      queryKey: ["courses", "list", courseQuery],
      queryFn: ({ signal }) => apiClient.get<Page<Course>>("/api/courses", { query: courseQuery, signal }),
      staleTime: 5 * 60_000,
      enabled: isEnabled,
    }),
  );
}

/** The company's school sessions (cohorts), for the « Session scolaire » filter. */
export function useCohortOptions({ isEnabled = true } = {}) {
  return useQuery({
    queryKey: ["school", "options"],
    queryFn: ({ signal }) => apiClient.get<SchoolOptions>("/api/school/options", { signal }),
    staleTime: 5 * 60_000,
    enabled: isEnabled,
    select: (options: SchoolOptions) => options.cohorts,
  });
}

/** The first students matching `q` (name, number, e-mail), for the « Apprenant » filter. */
export function useStudentOptions(q: string, { isEnabled = true } = {}) {
  const query = { q: q.trim(), page: 1, pageSize: 20, sort: "lastname" };
  return useQuery({
    queryKey: ["students", "list", query],
    queryFn: ({ signal }) => apiClient.get<Page<Student>>("/api/students", { query, signal }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** The student a filter holds, to name them after a reload. */
export function useStudentOption(id: string) {
  return useQuery({
    queryKey: ["students", "detail", id],
    queryFn: ({ signal }) =>
      apiClient.get<StudentDetail>(`/api/students/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== "",
  });
}
