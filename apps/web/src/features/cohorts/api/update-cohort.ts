import type { Cohort, UpdateCohortBody } from "@campus/contracts/cohorts";
import { COHORTS_ENDPOINTS } from "@campus/contracts/cohorts.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { refreshCohorts } from "./cohort-cache.ts";

export function updateCohort(id: string, body: UpdateCohortBody): Promise<Cohort> {
  return call(COHORTS_ENDPOINTS.updateCohort, { params: { id }, body });
}

export function useUpdateCohort() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCohortBody }) => updateCohort(id, body),
    onSuccess: () => refreshCohorts(client),
  });
}
