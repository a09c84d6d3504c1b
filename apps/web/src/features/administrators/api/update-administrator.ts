import type { UpdateAdministratorBody } from "@campus/contracts/administrators";
import { ADMINISTRATORS_ENDPOINTS } from "@campus/contracts/administrators.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMINISTRATORS_KEY } from "../../../entities/administrators/index.ts";
import { USERS_KEY } from "../../../entities/users/index.ts";
import { call } from "../../../lib/api-client.ts";
import { administratorQueryKey } from "./administrator.ts";

export function updateAdministrator(id: string, body: UpdateAdministratorBody, companyId?: string) {
  return call(ADMINISTRATORS_ENDPOINTS.updateAdministrator, { params: { id }, query: { companyId }, body });
}

export function useUpdateAdministrator(companyId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAdministratorBody }) =>
      updateAdministrator(id, body, companyId),
    onSuccess: (administrator) => {
      client.setQueryData(administratorQueryKey(administrator.id, companyId), administrator);
      return Promise.all([
        // The same person may be cached under another scope (with or without `companyId`).
        client.invalidateQueries({ queryKey: ADMINISTRATORS_KEY }),
        client.invalidateQueries({ queryKey: USERS_KEY }),
      ]);
    },
  });
}
