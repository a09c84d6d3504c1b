import type { LoginBody, LoginResponse, Me } from "@campus/contracts/auth";
import { apiClient, lazySchema } from "../../../lib/api-client.ts";
import { rememberCompany, setToken } from "../../../lib/storage.ts";

// The sign-in page ships without zod: the answer's schema loads with the answer.
const loginResponseSchema = lazySchema(() =>
  import("@campus/contracts/auth").then((module) => module.loginResponseSchema),
);

/**
 * Signs in and keeps the session in this browser; resolves with the user. The sign-in page then
 * loads the user's landing page as a new document, which reads the profile afresh.
 */
export async function signIn(body: LoginBody): Promise<Me> {
  const { token, user }: LoginResponse = await apiClient.post(loginResponseSchema, "/api/auth/login", body);
  setToken(token);
  rememberCompany(user.companyId);
  return user;
}
