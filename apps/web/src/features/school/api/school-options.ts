import type { SchoolOptions } from "@campus/contracts/school";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, lazySchema } from "../../../lib/api-client.ts";

// Read by the lists' filters on their first load: the schema (and zod) load with the answer.
const schoolOptionsSchema = lazySchema(() =>
  import("@campus/contracts/school").then((module) => module.schoolOptionsSchema),
);

export const SCHOOL_KEY = ["school"] as const;

/** The company's programmes, levels and school sessions change rarely: kept five minutes. */
export const schoolOptionsQueryOptions = queryOptions({
  queryKey: [...SCHOOL_KEY, "options"],
  queryFn: ({ signal }) => apiClient.get(schoolOptionsSchema, "/api/school/options", { signal }),
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
