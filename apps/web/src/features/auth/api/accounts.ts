import type {
  RegisterBody,
  RegisterOpenBody,
  ResetPasswordWithTokenBody,
  VerifyBody,
} from "@campus/contracts/accounts";
import { ACCOUNTS_ENDPOINTS } from "@campus/contracts/accounts.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";
import { startSession } from "../session.ts";

/** A student creates their account with the e-mail of their record. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => call(ACCOUNTS_ENDPOINTS.registerStudent, { body }),
  });
}

/** Open registration: an account an administrator approves. */
export function useRegisterOpen() {
  return useMutation({
    mutationFn: (body: RegisterOpenBody) => call(ACCOUNTS_ENDPOINTS.registerOpen, { body }),
  });
}

/** Checks the e-mailed code; a verified account's session opens at once. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyBody) => call(ACCOUNTS_ENDPOINTS.verifyEmail, { body }),
    onSuccess: (answer) => {
      if ("token" in answer) startSession(queryClient, answer.token, answer.user);
    },
  });
}

export function useResendCode() {
  return useMutation({
    mutationFn: (email: string) => call(ACCOUNTS_ENDPOINTS.resendVerifyCode, { body: { email } }),
  });
}

/** Asks for an e-mailed sign-in link or password reset link (the same answer whoever asks). */
export function useRequestLink(purpose: "login" | "reset") {
  const endpoint =
    purpose === "login" ? ACCOUNTS_ENDPOINTS.requestLoginLink : ACCOUNTS_ENDPOINTS.requestResetLink;
  return useMutation({ mutationFn: (email: string) => call(endpoint, { body: { email } }) });
}

/** Signs in with a sign-in link's token. */
export function useLoginWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(ACCOUNTS_ENDPOINTS.signInWithLink, { body: { token } }),
    onSuccess: ({ token, user }) => startSession(queryClient, token, user),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordWithTokenBody) =>
      call(ACCOUNTS_ENDPOINTS.resetPasswordWithLink, { body }),
  });
}
