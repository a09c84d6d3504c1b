import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client.ts";

const MAX_RETRIES = 2;

/**
 * Retries network and server failures, never an answer the server meant (4xx) nor one that breaks
 * its contract (a ZodError, by name: zod is not part of the app's first load).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (error instanceof Error && error.name === "ZodError") return false;
  return failureCount < MAX_RETRIES;
}

let appClient: QueryClient | null = null;

/**
 * The app's query client, once created: for a route's loader to start a page's requests while
 * the page's files still load (null before; the page then asks itself).
 */
export function appQueryClient(): QueryClient | null {
  return appClient;
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
  appClient = client;
  return client;
}
