import { evaluationListSchema } from "@campus/contracts/evaluations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { EVALUATIONS_KEY } from "../../evaluations/index.ts";

/** The evaluations of one slot (its grades given in class). */
export function slotEvaluationsQueryOptions(courseId: string, slotId: string) {
  const query = { courseId, slotId };
  return queryOptions({
    // Under the course's evaluation list key: a change made in the Évaluations tab refreshes it too.
    queryKey: [...EVALUATIONS_KEY, "list", courseId, { slotId }],
    queryFn: ({ signal }) => apiClient.get(evaluationListSchema, "/api/evaluations", { query, signal }),
  });
}

export function useSlotEvaluations(courseId: string, slotId: string, { isEnabled = true } = {}) {
  return useQuery({ ...slotEvaluationsQueryOptions(courseId, slotId), enabled: isEnabled });
}
