import { companyBrandingSchema, companyIdSchema } from "@campus/contracts/companies";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { apiClient } from "../../../lib/api-client.ts";
import { getRememberedCompany } from "../../../lib/storage.ts";

/** The company to brand the sign-in page with: `?entreprise=` first, then the last one signed in here. */
export function useSignInCompanyId(): string | null {
  const [searchParams] = useSearchParams();
  const candidate = searchParams.get("entreprise") ?? getRememberedCompany();
  return candidate && companyIdSchema.safeParse(candidate).success ? candidate : null;
}

/** The public branding of a company; `undefined` while unknown or when it cannot be read. */
export function useCompanyBranding(companyId: string | null) {
  return useQuery({
    queryKey: ["branding", companyId],
    queryFn: ({ signal }) =>
      apiClient.get(companyBrandingSchema, `/api/branding/${encodeURIComponent(companyId ?? "")}`, {
        signal,
      }),
    enabled: companyId !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
