import { EVALUATIONS_ENDPOINTS } from "@campus/contracts/evaluations.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { EVALUATIONS_KEY } from "./evaluation-cache.ts";

export const gradeGridQueryKey = (courseId: string) => [...EVALUATIONS_KEY, "grid", courseId] as const;

/** A course's whole grade grid: evaluations, enrolled students, saved grades and averages. */
export function gradeGridQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: gradeGridQueryKey(courseId),
    queryFn: ({ signal }) => call(EVALUATIONS_ENDPOINTS.getGradeGrid, { query: { courseId }, signal }),
  });
}

export function useGradeGrid(courseId: string, { isEnabled = true } = {}) {
  return useQuery({ ...gradeGridQueryOptions(courseId), enabled: isEnabled });
}
