import { COMPANIES_ENDPOINTS } from "@campus/contracts/companies.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { COMPANIES_KEY } from "../../../entities/companies/index.ts";
import { call } from "../../../lib/api-client.ts";
import { ME_QUERY_KEY } from "../../../lib/current-user.tsx";

/** After a logo change the company's page and lists are read again (and the operator's own profile). */
function useRefreshCompany() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: COMPANIES_KEY }),
      client.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    ]);
}

/** The platform operator uploads a company's logo (checked by its bytes on the server). */
export function useUploadCompanyLogo(id: string) {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return call(COMPANIES_ENDPOINTS.replaceCompanyLogo, { params: { id }, body: form });
    },
    onSuccess: refresh,
  });
}

export function useRemoveCompanyLogo(id: string) {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: () => call(COMPANIES_ENDPOINTS.removeCompanyLogo, { params: { id } }),
    onSuccess: refresh,
  });
}
