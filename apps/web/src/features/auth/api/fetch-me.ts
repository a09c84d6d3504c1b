import type { Me } from "@campus/contracts/auth";
import { apiClient, isApiError, lazySchema } from "../../../lib/api-client.ts";
import { clearToken, getToken } from "../../../lib/storage.ts";

// Read by the app's entry and the sign-in page: the schema (and zod) come with the answer, or on the
// app's first load once the first page has shown it (lib/answer-check.ts).
const meSchema = lazySchema(() => import("@campus/contracts/auth").then((module) => module.meSchema));

/** The signed-in user, or `null` when there is no valid session (a refused token is forgotten). */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
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
