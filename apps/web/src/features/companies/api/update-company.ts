import type { Company, UpdateCompanyBody } from "@campus/contracts/companies";
import { COMPANIES_ENDPOINTS } from "@campus/contracts/companies.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMPANY_LISTS_KEY } from "../../../entities/companies/index.ts";
import { call } from "../../../lib/api-client.ts";
import { ME_QUERY_KEY } from "../../../lib/current-user.tsx";
import { companyQueryKey } from "./company.ts";

export function updateCompany(id: string, body: UpdateCompanyBody): Promise<Company> {
  return call(COMPANIES_ENDPOINTS.updateCompany, { params: { id }, body });
}

export function useUpdateCompany(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanyBody) => updateCompany(id, body),
    onSuccess: (company) => {
      client.setQueryData(companyQueryKey(company.id), company);
      // The signed-in user's own company may be this one: its colours and menu follow.
      return Promise.all([
        client.invalidateQueries({ queryKey: COMPANY_LISTS_KEY }),
        client.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]);
    },
  });
}
