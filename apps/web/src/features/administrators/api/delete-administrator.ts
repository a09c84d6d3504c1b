import { ADMINISTRATORS_ENDPOINTS } from "@campus/contracts/administrators.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMINISTRATORS_KEY } from "../../../entities/administrators/index.ts";
import { COMPANIES_KEY } from "../../../entities/companies/index.ts";
import { USERS_KEY } from "../../../entities/users/index.ts";
import { call } from "../../../lib/api-client.ts";

export function deleteAdministrator(id: string, companyId?: string): Promise<void> {
  return call(ADMINISTRATORS_ENDPOINTS.deleteAdministrator, { params: { id }, query: { companyId } });
}

export function useDeleteAdministrator(companyId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAdministrator(id, companyId),
    // The deleted one's detail is left to expire: its page, still open, must not refetch a 404.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...ADMINISTRATORS_KEY, "list"] }),
        client.invalidateQueries({ queryKey: COMPANIES_KEY }),
        client.invalidateQueries({ queryKey: USERS_KEY }),
      ]),
  });
}
