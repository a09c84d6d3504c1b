import type { SchoolOptions } from "@campus/contracts/school";
import { SCHOOL_ENDPOINTS } from "@campus/contracts/school.endpoints";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

export const SCHOOL_KEY = ["school"] as const;

/** The company's programmes, levels and school sessions change rarely: kept five minutes. */
export const schoolOptionsQueryOptions = queryOptions({
  queryKey: [...SCHOOL_KEY, "options"],
  queryFn: ({ signal }) => call(SCHOOL_ENDPOINTS.getSchoolOptions, { signal }),
  staleTime: 5 * 60_000,
});

export function useSchoolOptions({ isEnabled = true } = {}) {
  return useQuery({ ...schoolOptionsQueryOptions, enabled: isEnabled });
}

/** The company's school sessions (cohorts), for the « Session scolaire » filters. */
export function useCohortOptions({ isEnabled = true } = {}) {
  return useQuery({
    ...schoolOptionsQueryOptions,
    enabled: isEnabled,
    select: (options: SchoolOptions) => options.cohorts,
  });
}

/** After a change of a programme, level or session: the forms' and filters' choices refetched. */
export function refreshSchoolOptions(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: SCHOOL_KEY });
}
