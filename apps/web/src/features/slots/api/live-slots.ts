import { liveSlotsSchema } from "@campus/contracts/slots";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { SLOTS_KEY } from "./slots.ts";

/** The specification's live-course refresh: every 15 minutes. */
const LIVE_REFRESH_MS = 900_000;

export const liveSlotsQueryOptions = queryOptions({
  queryKey: [...SLOTS_KEY, "live"],
  queryFn: ({ signal }) => apiClient.get(liveSlotsSchema, "/api/slots/live", { signal }),
  refetchInterval: LIVE_REFRESH_MS,
});

/** The slot running now and the next one of the signed-in user. */
export function useLiveSlots({ isEnabled = true } = {}) {
  return useQuery({ ...liveSlotsQueryOptions, enabled: isEnabled });
}
