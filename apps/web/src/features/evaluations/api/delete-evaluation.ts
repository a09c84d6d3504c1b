import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, noContent } from "../../../lib/api-client.ts";
import { refreshEvaluations } from "./evaluation-cache.ts";

/** Deletes an evaluation with its grades. */
export function deleteEvaluation(id: string): Promise<void> {
  return apiClient.delete(noContent, `/api/evaluations/${encodeURIComponent(id)}`);
}

export function useDeleteEvaluation(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEvaluation,
    onSuccess: () => refreshEvaluations(client, courseId),
  });
}
