import { SSO_ENDPOINTS, SSO_REFUSALS, type SsoRefusal } from "@campus/contracts/sso.endpoints";
import { useEffect, useState } from "react";
import { call } from "../../../lib/api-client.ts";

/**
 * The name of the company's single sign-on provider, when it has one (« Se connecter avec … »);
 * undefined while unknown, without a company or on a failure (the password form stays).
 */
export function useSsoProviderName(companyId: string | undefined): string | undefined {
  const [name, setName] = useState<string>();
  useEffect(() => {
    if (!companyId) return;
    const controller = new AbortController();
    call(SSO_ENDPOINTS.getSsoProvider, { params: { companyId }, signal: controller.signal }).then(
      (provider) => setName(provider.displayName ?? undefined),
      () => undefined,
    );
    return () => controller.abort();
  }, [companyId]);
  return name;
}

/** Why the last single sign-on was refused (`?sso=` set by the server's callback), in French. */
function ssoRefusalMessage(search: string): string | undefined {
  const reason = new URLSearchParams(search).get("sso");
  return reason && Object.hasOwn(SSO_REFUSALS, reason) ? SSO_REFUSALS[reason as SsoRefusal] : undefined;
}

/**
 * The refusal of the address, read once mounted: the page is prerendered (and hydrated) without it.
 */
export function useSsoRefusal(): string | undefined {
  const [message, setMessage] = useState<string>();
  useEffect(() => setMessage(ssoRefusalMessage(window.location.search)), []);
  return message;
}
