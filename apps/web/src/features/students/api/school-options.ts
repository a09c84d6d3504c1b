import type { SchoolOptions } from "@campus/contracts/school";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

/**
 * The company's programmes, levels and school sessions, for the filters and the form; they change
 * rarely: kept five minutes. Same key as the courses feature's copy, so both share one cache entry.
 */
export const schoolOptionsQueryOptions = queryOptions({
  queryKey: ["school", "options"],
  queryFn: ({ signal }) => apiClient.get<SchoolOptions>("/api/school/options", { signal }),
  staleTime: 5 * 60_000,
});

export function useSchoolOptions() {
  return useQuery(schoolOptionsQueryOptions);
}
