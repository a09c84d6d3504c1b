import type { CreateEvaluationBody, Evaluation } from "@campus/contracts/evaluations";
import { evaluationSchema } from "@campus/contracts/evaluations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { refreshEvaluations } from "./evaluation-cache.ts";

export function createEvaluation(body: CreateEvaluationBody): Promise<Evaluation> {
  return apiClient.post(evaluationSchema, "/api/evaluations", body);
}

export function useCreateEvaluation(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEvaluation,
    onSuccess: () => refreshEvaluations(client, courseId),
  });
}
