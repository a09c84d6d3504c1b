import { gradeGridSchema } from "@campus/contracts/evaluations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { EVALUATIONS_KEY } from "./evaluation-cache.ts";

export const gradeGridQueryKey = (courseId: string) => [...EVALUATIONS_KEY, "grid", courseId] as const;

/** A course's whole grade grid: evaluations, enrolled students, saved grades and averages. */
export function gradeGridQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: gradeGridQueryKey(courseId),
    queryFn: ({ signal }) =>
      apiClient.get(gradeGridSchema, "/api/evaluations/grid", { query: { courseId }, signal }),
  });
}

export function useGradeGrid(courseId: string, { isEnabled = true } = {}) {
  return useQuery({ ...gradeGridQueryOptions(courseId), enabled: isEnabled });
}
