import type { CompanyBranding } from "@campus/contracts/companies";
import { COMPANY_ID_PATTERN } from "@campus/contracts/sign-in";
import { apiClient, lazySchema } from "../../../lib/api-client.ts";
import { getRememberedCompany } from "../../../lib/storage.ts";

// The sign-in page ships without zod: the answer's schema loads with the answer.
const companyBrandingSchema = lazySchema(() =>
  import("@campus/contracts/companies").then((module) => module.companyBrandingSchema),
);

/** The company to brand the public pages with: `?entreprise=` first, then the last one signed in here. */
export function signInCompanyId(search: URLSearchParams): string | null {
  const candidate = search.get("entreprise") ?? getRememberedCompany();
  return candidate && COMPANY_ID_PATTERN.test(candidate) ? candidate : null;
}

/** A company's public branding (name, logo, colours, open registration). */
export function fetchCompanyBranding(companyId: string, signal?: AbortSignal): Promise<CompanyBranding> {
  return apiClient.get(companyBrandingSchema, `/api/branding/${encodeURIComponent(companyId)}`, { signal });
}
