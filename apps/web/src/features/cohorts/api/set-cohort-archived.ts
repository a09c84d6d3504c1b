import type { Cohort } from "@campus/contracts/cohorts";
import { COHORTS_ENDPOINTS } from "@campus/contracts/cohorts.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { refreshCohorts } from "./cohort-cache.ts";

/** Archives the session (`true`) at the end of its year, or brings it back (`false`). */
export function setCohortArchived(id: string, isArchived: boolean): Promise<Cohort> {
  const endpoint = isArchived ? COHORTS_ENDPOINTS.archiveCohort : COHORTS_ENDPOINTS.unarchiveCohort;
  return call(endpoint, { params: { id } });
}

export function useSetCohortArchived() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isArchived }: { id: string; isArchived: boolean }) =>
      setCohortArchived(id, isArchived),
    onSuccess: () => refreshCohorts(client),
  });
}
