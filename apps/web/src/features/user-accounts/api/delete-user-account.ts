import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMINISTRATORS_KEY } from "../../../entities/administrators/index.ts";
import { USERS_KEY } from "../../../entities/users/index.ts";
import { apiClient, noContent } from "../../../lib/api-client.ts";

export function deleteUserAccount(id: string): Promise<void> {
  return apiClient.delete(noContent, `/api/users/${encodeURIComponent(id)}`);
}

export function useDeleteUserAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUserAccount,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: USERS_KEY }),
        client.invalidateQueries({ queryKey: ADMINISTRATORS_KEY }),
      ]),
  });
}
