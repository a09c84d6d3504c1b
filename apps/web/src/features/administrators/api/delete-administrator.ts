import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { ADMINISTRATORS_KEY } from "./administrators.ts";

export function deleteAdministrator(id: string, companyId?: string): Promise<void> {
  return apiRequest<void>(`/api/administrators/${encodeURIComponent(id)}`, {
    method: "DELETE",
    query: { companyId },
  });
}

export function useDeleteAdministrator(companyId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAdministrator(id, companyId),
    // The deleted one's detail is left to expire: its page, still open, must not refetch a 404.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...ADMINISTRATORS_KEY, "list"] }),
        client.invalidateQueries({ queryKey: ["companies"] }),
        client.invalidateQueries({ queryKey: ["users"] }),
      ]),
  });
}
