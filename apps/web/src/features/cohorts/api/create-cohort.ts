import type { Cohort, CreateCohortBody } from "@campus/contracts/cohorts";
import { COHORTS_ENDPOINTS } from "@campus/contracts/cohorts.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { refreshCohorts } from "./cohort-cache.ts";

export function createCohort(body: CreateCohortBody): Promise<Cohort> {
  return call(COHORTS_ENDPOINTS.createCohort, { body });
}

export function useCreateCohort() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCohort, onSuccess: () => refreshCohorts(client) });
}
