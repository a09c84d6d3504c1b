import type { Company, CreateCompanyBody } from "@campus/contracts/companies";
import { COMPANIES_ENDPOINTS } from "@campus/contracts/companies.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMPANY_LISTS_KEY } from "../../../entities/companies/index.ts";
import { call } from "../../../lib/api-client.ts";
import { companyQueryKey } from "./company.ts";

/** The body as the form sends it: the server fills style, logo and first instance with their defaults. */
export type NewCompany = Pick<CreateCompanyBody, "id" | "fullName" | "contactAddress" | "features">;

export function createCompany(body: NewCompany): Promise<Company> {
  return call(COMPANIES_ENDPOINTS.createCompany, { body });
}

export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (company) => {
      client.setQueryData(companyQueryKey(company.id), company);
      return client.invalidateQueries({ queryKey: COMPANY_LISTS_KEY });
    },
  });
}
