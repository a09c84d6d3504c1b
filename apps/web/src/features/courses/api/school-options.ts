import type { SchoolOptions } from "@campus/contracts/school";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

/** The company's programmes, levels and school sessions change rarely: kept five minutes. */
export const schoolOptionsQueryOptions = queryOptions({
  queryKey: ["school", "options"],
  queryFn: ({ signal }) => apiClient.get<SchoolOptions>("/api/school/options", { signal }),
  staleTime: 5 * 60_000,
});

export function useSchoolOptions() {
  return useQuery(schoolOptionsQueryOptions);
}
