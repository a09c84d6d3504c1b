import type { Evaluation, UpdateEvaluationBody } from "@campus/contracts/evaluations";
import { evaluationSchema } from "@campus/contracts/evaluations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { refreshEvaluations } from "./evaluation-cache.ts";

export function updateEvaluation(id: string, body: UpdateEvaluationBody): Promise<Evaluation> {
  return apiClient.patch(evaluationSchema, `/api/evaluations/${encodeURIComponent(id)}`, body);
}

export function useUpdateEvaluation(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateEvaluationBody }) => updateEvaluation(id, body),
    onSuccess: () => refreshEvaluations(client, courseId),
  });
}
