import type { RetentionSettings } from "@campus/contracts/privacy";
import { PRIVACY_ENDPOINTS } from "@campus/contracts/privacy.endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";

const RETENTION_KEY = ["privacy", "retention"] as const;

/** The company's retention settings, what is due now and the last daily run (administrators). */
export function useRetention() {
  return useQuery({
    queryKey: RETENTION_KEY,
    queryFn: ({ signal }) => call(PRIVACY_ENDPOINTS.getRetention, { signal }),
  });
}

/** Saves the settings; the answer (with what is now due) replaces the cached one. */
export function useUpdateRetentionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionSettings) => call(PRIVACY_ENDPOINTS.updateRetentionSettings, { body }),
    onSuccess: (overview) => client.setQueryData(RETENTION_KEY, overview),
  });
}
