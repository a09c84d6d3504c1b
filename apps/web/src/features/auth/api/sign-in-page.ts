import type { CompanyBranding } from "@campus/contracts/companies";
import { useEffect, useState } from "react";
import { getToken } from "../../../lib/storage.ts";
import { landingPath } from "../landing.ts";
import { fetchCompanyBranding, signInCompanyId } from "./company-branding.ts";
import { fetchMe } from "./fetch-me.ts";

/**
 * The sign-in page's data without the app's query cache (it is a document of its own): the branding
 * of `?entreprise=` or of the last company signed in here; `undefined` while unknown or unreadable.
 */
export function useSignInBranding(): CompanyBranding | undefined {
  const [branding, setBranding] = useState<CompanyBranding>();
  useEffect(() => {
    const companyId = signInCompanyId(new URLSearchParams(window.location.search));
    if (!companyId) return;
    const controller = new AbortController();
    fetchCompanyBranding(companyId, controller.signal).then(setBranding, () => undefined);
    return () => controller.abort();
  }, []);
  return branding;
}

/**
 * A user still signed in here goes to their landing page instead of the form: `true` while their
 * session is checked (only when a token is kept), then `false` if there is none to follow.
 */
export function useSignedInRedirect(): boolean {
  const [isChecking, setIsChecking] = useState(() => getToken() !== null);
  useEffect(() => {
    if (!isChecking) return;
    const controller = new AbortController();
    fetchMe(controller.signal).then(
      (me) => (me ? window.location.replace(landingPath(me)) : setIsChecking(false)),
      () => setIsChecking(false),
    );
    return () => controller.abort();
  }, [isChecking]);
  return isChecking;
}
