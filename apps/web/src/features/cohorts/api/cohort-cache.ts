import type { QueryClient } from "@tanstack/react-query";
import { refreshSchoolOptions } from "../../../entities/school/index.ts";
import { COHORTS_KEY } from "./cohorts.ts";

/** After a change of a session: the lists refetched, and the forms' choices of sessions with them. */
export function refreshCohorts(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: [...COHORTS_KEY, "list"] }),
    refreshSchoolOptions(client),
  ]);
}
