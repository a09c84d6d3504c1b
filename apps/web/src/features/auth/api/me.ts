import type { Me } from "@campus/contracts/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, isApiError, lazySchema } from "../../../lib/api-client.ts";
import { ME_QUERY_KEY } from "../../../lib/current-user.tsx";
import { clearToken, getToken } from "../../../lib/storage.ts";

// Read by the app's entry: the schema (and zod) come with the answer, not with the first page.
const meSchema = lazySchema(() => import("@campus/contracts/auth").then((module) => module.meSchema));

/** The signed-in user, or `null` when there is no valid session. */
async function fetchMe(signal: AbortSignal): Promise<Me | null> {
  if (!getToken()) return null;
  try {
    return await apiClient.get(meSchema, "/api/auth/me", { signal });
  } catch (error) {
    if (isApiError(error, 401)) {
      clearToken();
      return null;
    }
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
