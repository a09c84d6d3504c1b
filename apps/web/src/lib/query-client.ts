import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client.ts";

const MAX_RETRIES = 2;

/** Retries network and server failures, never an answer the server meant (4xx). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * The app's query client. `onUnauthorized` runs when any call is refused for
 * want of a session: the token expired or was revoked elsewhere.
 */
export function createQueryClient(onUnauthorized: (client: QueryClient) => void): QueryClient {
  const handleError = (error: unknown) => {
    // Sign-in failures are 401 too, with their own codes: only a refused session counts here.
    if (isApiError(error, 401) && error.code === "UNAUTHENTICATED") onUnauthorized(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
