import type { CreateAdministratorBody } from "@campus/contracts/administrators";
import { ADMINISTRATORS_ENDPOINTS } from "@campus/contracts/administrators.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMINISTRATORS_KEY } from "../../../entities/administrators/index.ts";
import { COMPANIES_KEY } from "../../../entities/companies/index.ts";
import { USERS_KEY } from "../../../entities/users/index.ts";
import { call } from "../../../lib/api-client.ts";

/** Creates an administrator in the caller's company, or in `companyId` for the platform superadmin. */
export function createAdministrator(body: CreateAdministratorBody, companyId?: string) {
  return call(ADMINISTRATORS_ENDPOINTS.createAdministrator, { query: { companyId }, body });
}

export function useCreateAdministrator(companyId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdministratorBody) => createAdministrator(body, companyId),
    // The company's user count (platform screens) and the user lists change too.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ADMINISTRATORS_KEY }),
        client.invalidateQueries({ queryKey: COMPANIES_KEY }),
        client.invalidateQueries({ queryKey: USERS_KEY }),
      ]),
  });
}
