import type { UpdateCheckInSettingsBody } from "@campus/contracts/check-in";
import { CHECK_IN_ENDPOINTS } from "@campus/contracts/check-in.endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";

const CHECK_IN_SETTINGS_KEY = ["check-in", "settings"] as const;

/** When check-in opens before a slot and where the half-day sheet splits a day (administrators). */
export function useCheckInSettings() {
  return useQuery({
    queryKey: CHECK_IN_SETTINGS_KEY,
    queryFn: ({ signal }) => call(CHECK_IN_ENDPOINTS.getCheckInSettings, { signal }),
  });
}

/** Saves the settings; the answer replaces the cached ones. */
export function useUpdateCheckInSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCheckInSettingsBody) => call(CHECK_IN_ENDPOINTS.updateCheckInSettings, { body }),
    onSuccess: (settings) => client.setQueryData(CHECK_IN_SETTINGS_KEY, settings),
  });
}
