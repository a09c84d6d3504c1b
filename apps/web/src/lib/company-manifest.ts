import { BRANDING_ENDPOINTS } from "@campus/contracts/branding.endpoints";
import { endpointUrl } from "@campus/contracts/endpoint";
import { useEffect } from "react";

/**
 * Points the page's web app manifest at the company's own (its name, colour and logo: installed, the
 * app is the company's). Nothing changes while the company is unknown.
 */
export function useCompanyManifest(companyId: string | null | undefined): void {
  useEffect(() => {
    if (!companyId) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link) link.href = endpointUrl(BRANDING_ENDPOINTS.getCompanyManifest, { companyId });
  }, [companyId]);
}
