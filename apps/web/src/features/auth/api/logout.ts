import { AUTH_ENDPOINTS } from "@campus/contracts/auth.endpoints";
import { MESSAGES } from "@campus/contracts/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { call, isApiError } from "../../../lib/api-client.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { endSession } from "../session.ts";

async function logout(): Promise<void> {
  try {
    await call(AUTH_ENDPOINTS.logout);
  } catch (error) {
    // A refused token means the session is already over on the server: that is a logout too.
    if (!isApiError(error, 401)) throw error;
  }
}

/**
 * Ends the session on the server, then here, and goes to the sign-in page.
 * When the server cannot be reached the session stays open and a toast says so:
 * pretending otherwise would leave a valid token behind.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      endSession(queryClient);
      await navigate("/auth/login", { replace: true });
    },
    onError: () => {
      enqueueSnackbar(MESSAGES.logoutKo, { variant: "error" });
    },
  });
}
