import type { LoginBody, LoginResponse } from "@campus/contracts/auth";
import { loginResponseSchema } from "@campus/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { startSession } from "../session.ts";

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
