import type { CreateEvaluationBody, Evaluation } from "@campus/contracts/evaluations";
import { EVALUATIONS_ENDPOINTS } from "@campus/contracts/evaluations.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { refreshEvaluations } from "./evaluation-cache.ts";

export function createEvaluation(body: CreateEvaluationBody): Promise<Evaluation> {
  return call(EVALUATIONS_ENDPOINTS.createEvaluation, { body });
}

export function useCreateEvaluation(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEvaluation,
    onSuccess: () => refreshEvaluations(client, courseId),
  });
}
