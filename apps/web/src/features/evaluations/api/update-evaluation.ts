import type { Evaluation, UpdateEvaluationBody } from "@campus/contracts/evaluations";
import { EVALUATIONS_ENDPOINTS } from "@campus/contracts/evaluations.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshEvaluations } from "../../../entities/evaluations/index.ts";
import { call } from "../../../lib/api-client.ts";

export function updateEvaluation(id: string, body: UpdateEvaluationBody): Promise<Evaluation> {
  return call(EVALUATIONS_ENDPOINTS.updateEvaluation, { params: { id }, body });
}

export function useUpdateEvaluation(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateEvaluationBody }) => updateEvaluation(id, body),
    onSuccess: () => refreshEvaluations(client, courseId),
  });
}
