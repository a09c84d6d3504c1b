import type { EvaluationListQuery } from "@campus/contracts/evaluations";
import { EVALUATIONS_ENDPOINTS } from "@campus/contracts/evaluations.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { EVALUATIONS_KEY } from "./evaluation-cache.ts";

export function fetchEvaluations(query: EvaluationListQuery, signal?: AbortSignal) {
  return call(EVALUATIONS_ENDPOINTS.listEvaluations, { query, signal });
}

/** A course's evaluations with their statistics (average, min, max over the saved grades). */
export function evaluationsQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: [...EVALUATIONS_KEY, "list", courseId],
    queryFn: ({ signal }) => fetchEvaluations({ courseId }, signal),
  });
}

export function useEvaluations(courseId: string) {
  return useQuery(evaluationsQueryOptions(courseId));
}

/** The evaluations of one slot (its grades given in class). */
export function slotEvaluationsQueryOptions(courseId: string, slotId: string) {
  return queryOptions({
    // Under the course's evaluation list key: a change made in the Évaluations tab refreshes it too.
    queryKey: [...EVALUATIONS_KEY, "list", courseId, { slotId }],
    queryFn: ({ signal }) => fetchEvaluations({ courseId, slotId }, signal),
  });
}

export function useSlotEvaluations(courseId: string, slotId: string, { isEnabled = true } = {}) {
  return useQuery({ ...slotEvaluationsQueryOptions(courseId, slotId), enabled: isEnabled });
}
