import type { LoginBody, LoginResponse, Me } from "@campus/contracts/auth";
import { AUTH_ENDPOINTS } from "@campus/contracts/auth.endpoints";
import { call } from "../../../lib/api-client.ts";
import { rememberCompany, setToken } from "../../../lib/storage.ts";

/**
 * Signs in and keeps the session in this browser; resolves with the user. The sign-in page then
 * loads the user's landing page as a new document, which reads the profile afresh. The sign-in page
 * ships without zod: the answer's schema loads with the answer.
 */
export async function signIn(body: LoginBody): Promise<Me> {
  const { token, user }: LoginResponse = await call(AUTH_ENDPOINTS.login, { body });
  setToken(token);
  rememberCompany(user.companyId);
  return user;
}
