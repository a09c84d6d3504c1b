import { COMPANY_ID_PATTERN } from "@campus/contracts/sign-in";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { apiClient, lazySchema } from "../../../lib/api-client.ts";
import { getRememberedCompany } from "../../../lib/storage.ts";

// The sign-in page ships without zod: the answer's schema loads with the answer.
const companyBrandingSchema = lazySchema(() =>
  import("@campus/contracts/companies").then((module) => module.companyBrandingSchema),
);

/** The company to brand the sign-in page with: `?entreprise=` first, then the last one signed in here. */
export function useSignInCompanyId(): string | null {
  const [searchParams] = useSearchParams();
  const candidate = searchParams.get("entreprise") ?? getRememberedCompany();
  return candidate && COMPANY_ID_PATTERN.test(candidate) ? candidate : null;
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
