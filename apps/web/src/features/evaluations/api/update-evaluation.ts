import type { Evaluation, UpdateEvaluationBody } from "@campus/contracts/evaluations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { refreshEvaluations } from "./evaluation-cache.ts";

export function updateEvaluation(id: string, body: UpdateEvaluationBody): Promise<Evaluation> {
  return apiRequest<Evaluation>(`/api/evaluations/${encodeURIComponent(id)}`, { method: "PATCH", body });
}

export function useUpdateEvaluation(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateEvaluationBody }) => updateEvaluation(id, body),
    onSuccess: () => refreshEvaluations(client, courseId),
  });
}
