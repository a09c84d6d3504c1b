import { COHORTS_ENDPOINTS } from "@campus/contracts/cohorts.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { refreshCohorts } from "./cohort-cache.ts";

export function deleteCohort(id: string) {
  return call(COHORTS_ENDPOINTS.deleteCohort, { params: { id } });
}

/** Deletes a session no student nor course names (the server refuses the others: archive them). */
export function useDeleteCohort() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCohort, onSuccess: () => refreshCohorts(client) });
}
