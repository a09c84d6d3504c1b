import type { SaveSsoSettingsBody } from "@campus/contracts/sso";
import { SSO_ENDPOINTS } from "@campus/contracts/sso.endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";

const SSO_SETTINGS_KEY = ["company", "sso"] as const;

/** The company's single sign-on settings (never its secret), for its super-administrators. */
export function useSsoSettings() {
  return useQuery({
    queryKey: SSO_SETTINGS_KEY,
    queryFn: ({ signal }) => call(SSO_ENDPOINTS.getSsoSettings, { signal }),
  });
}

/** Saves them once the server has read the provider's discovery document; the answer replaces the cache. */
export function useSaveSsoSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSsoSettingsBody) => call(SSO_ENDPOINTS.saveSsoSettings, { body }),
    onSuccess: (answer) => client.setQueryData(SSO_SETTINGS_KEY, answer),
  });
}

/** Turns single sign-on off for the company. */
export function useRemoveSsoSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(SSO_ENDPOINTS.removeSsoSettings),
    onSuccess: () => client.setQueryData(SSO_SETTINGS_KEY, { settings: null }),
  });
}
