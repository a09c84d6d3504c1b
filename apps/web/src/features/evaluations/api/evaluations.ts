import { evaluationListSchema } from "@campus/contracts/evaluations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { EVALUATIONS_KEY } from "./evaluation-cache.ts";

/** A course's evaluations with their statistics (average, min, max over the saved grades). */
export function evaluationsQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: [...EVALUATIONS_KEY, "list", courseId],
    queryFn: ({ signal }) =>
      apiClient.get(evaluationListSchema, "/api/evaluations", { query: { courseId }, signal }),
  });
}

export function useEvaluations(courseId: string) {
  return useQuery(evaluationsQueryOptions(courseId));
}
