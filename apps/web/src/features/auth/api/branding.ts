import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { fetchCompanyBranding, signInCompanyId } from "./company-branding.ts";

/** The company to brand the public pages with (see signInCompanyId). */
export function useSignInCompanyId(): string | null {
  const [searchParams] = useSearchParams();
  return signInCompanyId(searchParams);
}

/** The public branding of a company; `undefined` while unknown or when it cannot be read. */
export function useCompanyBranding(companyId: string | null) {
  return useQuery({
    queryKey: ["branding", companyId],
    queryFn: ({ signal }) => fetchCompanyBranding(companyId ?? "", signal),
    enabled: companyId !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
