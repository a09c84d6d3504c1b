import { SSO_ENDPOINTS } from "@campus/contracts/sso.endpoints";
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

/**
 * Why the last single sign-on was refused (`?sso=`, set by the server's callback), in French: read once
 * mounted (the page is prerendered and hydrated without it), its sentences loaded only then.
 */
export function useSsoRefusal(): string | undefined {
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    const reason = new URLSearchParams(window.location.search).get("sso");
    if (!reason) return;
    void import("@campus/contracts/sso-refusals").then(({ SSO_REFUSALS }) => {
      if (Object.hasOwn(SSO_REFUSALS, reason)) setMessage(SSO_REFUSALS[reason as keyof typeof SSO_REFUSALS]);
    });
  }, []);
  return message;
}
