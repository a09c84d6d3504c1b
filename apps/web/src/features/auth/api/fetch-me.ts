import type { Me } from "@campus/contracts/auth";
import { AUTH_ENDPOINTS } from "@campus/contracts/auth.endpoints";
import { call, isApiError } from "../../../lib/api-client.ts";
import { clearToken, getToken } from "../../../lib/storage.ts";

/**
 * The signed-in user, or `null` when there is no valid session (a refused token is forgotten). Read by
 * the app's entry and the sign-in page: the schema (and zod) come with the answer, or on the app's first
 * load once the first page has shown it (lib/answer-check.ts).
 */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  if (!getToken()) return null;
  try {
    return await call(AUTH_ENDPOINTS.getMe, { signal });
  } catch (error) {
    if (isApiError(error, 401)) {
      clearToken();
      return null;
    }
    throw error;
  }
}
