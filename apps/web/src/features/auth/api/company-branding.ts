import type { CompanyBranding } from "@campus/contracts/companies";
import { COMPANIES_ENDPOINTS } from "@campus/contracts/companies.endpoints";
import { COMPANY_ID_PATTERN } from "@campus/contracts/sign-in";
import { call } from "../../../lib/api-client.ts";
import { getRememberedCompany } from "../../../lib/storage.ts";

/** The company to brand the public pages with: `?entreprise=` first, then the last one signed in here. */
export function signInCompanyId(search: URLSearchParams): string | null {
  const candidate = search.get("entreprise") ?? getRememberedCompany();
  return candidate && COMPANY_ID_PATTERN.test(candidate) ? candidate : null;
}

/**
 * A company's public branding (name, logo, colours, open registration). The sign-in page ships without
 * zod: the answer's schema loads with the answer.
 */
export function fetchCompanyBranding(companyId: string, signal?: AbortSignal): Promise<CompanyBranding> {
  return call(COMPANIES_ENDPOINTS.getCompanyBranding, { params: { companyId }, signal });
}
