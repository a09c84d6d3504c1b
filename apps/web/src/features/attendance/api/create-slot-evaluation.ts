import type { CreateEvaluationBody } from "@campus/contracts/evaluations";
import { evaluationSchema } from "@campus/contracts/evaluations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { EVALUATIONS_KEY } from "../../evaluations/index.ts";

export function createEvaluation(body: CreateEvaluationBody) {
  return apiClient.post(evaluationSchema, "/api/evaluations", body);
}

/** Creates an evaluation tied to a slot (« note de séance »); the evaluation lists and grids refetch. */
export function useCreateSlotEvaluation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEvaluation,
    onSuccess: () => client.invalidateQueries({ queryKey: EVALUATIONS_KEY }),
  });
}
