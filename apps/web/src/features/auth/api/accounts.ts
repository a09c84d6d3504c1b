import {
  type RegisterBody,
  type RegisterOpenBody,
  type ResetPasswordWithTokenBody,
  registerResponseSchema,
  type VerifyBody,
  verifyResponseSchema,
} from "@campus/contracts/accounts";
import { loginResponseSchema } from "@campus/contracts/auth";
import { okSchema } from "@campus/contracts/common";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { startSession } from "../session.ts";

/** A student creates their account with the e-mail of their record. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => apiClient.post(registerResponseSchema, "/api/auth/register", body),
  });
}

/** Open registration: an account an administrator approves. */
export function useRegisterOpen() {
  return useMutation({
    mutationFn: (body: RegisterOpenBody) =>
      apiClient.post(registerResponseSchema, "/api/auth/register-open", body),
  });
}

/** Checks the e-mailed code; a verified account's session opens at once. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyBody) => apiClient.post(verifyResponseSchema, "/api/auth/verify", body),
    onSuccess: (answer) => {
      if ("token" in answer) startSession(queryClient, answer.token, answer.user);
    },
  });
}

export function useResendCode() {
  return useMutation({
    mutationFn: (email: string) => apiClient.post(okSchema, "/api/auth/verify/resend", { email }),
  });
}

/** Asks for an e-mailed sign-in link or password reset link (the same answer whoever asks). */
export function useRequestLink(purpose: "login" | "reset") {
  const path = purpose === "login" ? "/api/auth/login-link" : "/api/auth/password-reset/request";
  return useMutation({ mutationFn: (email: string) => apiClient.post(okSchema, path, { email }) });
}

/** Signs in with a sign-in link's token. */
export function useLoginWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiClient.post(loginResponseSchema, "/api/auth/loginauto", { token }),
    onSuccess: ({ token, user }) => startSession(queryClient, token, user),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordWithTokenBody) =>
      apiClient.post(okSchema, "/api/auth/password-reset", body),
  });
}
