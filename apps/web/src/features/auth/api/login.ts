import type { LoginBody, LoginResponse } from "@campus/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, lazySchema } from "../../../lib/api-client.ts";
import { startSession } from "../session.ts";

// The sign-in page ships without zod: the answer's schema loads with the answer.
const loginResponseSchema = lazySchema(() =>
  import("@campus/contracts/auth").then((module) => module.loginResponseSchema),
);

function login(body: LoginBody): Promise<LoginResponse> {
  return apiClient.post(loginResponseSchema, "/api/auth/login", body);
}

/** Signs in and opens the session; the caller decides where to go next. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => startSession(queryClient, token, user),
  });
}
