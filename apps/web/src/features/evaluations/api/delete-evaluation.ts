import { EVALUATIONS_ENDPOINTS } from "@campus/contracts/evaluations.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshEvaluations } from "../../../entities/evaluations/index.ts";
import { call } from "../../../lib/api-client.ts";

/** Deletes an evaluation with its grades. */
export function deleteEvaluation(id: string): Promise<void> {
  return call(EVALUATIONS_ENDPOINTS.deleteEvaluation, { params: { id } });
}

export function useDeleteEvaluation(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEvaluation,
    onSuccess: () => refreshEvaluations(client, courseId),
  });
}
