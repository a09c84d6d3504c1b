import { API_KEYS_ENDPOINTS } from "@campus/contracts/api-keys.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";

/** The cache key of the company's API keys: the creation and the revocation refetch it. */
export const API_KEYS_KEY = ["api-keys"] as const;

/** The company's API keys, newest first. */
export function apiKeysQueryOptions() {
  return queryOptions({
    queryKey: API_KEYS_KEY,
    queryFn: ({ signal }) => call(API_KEYS_ENDPOINTS.listApiKeys, { signal }),
  });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
