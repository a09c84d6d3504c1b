import { SLOTS_ENDPOINTS } from "@campus/contracts/slots.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { SLOTS_KEY } from "./keys.ts";

/** The specification's live-course refresh: every 15 minutes. */
const LIVE_REFRESH_MS = 900_000;

export const liveSlotsQueryOptions = queryOptions({
  queryKey: [...SLOTS_KEY, "live"],
  queryFn: ({ signal }) => call(SLOTS_ENDPOINTS.getLiveSlots, { signal }),
  refetchInterval: LIVE_REFRESH_MS,
});

/** The slot running now and the next one of the signed-in user. */
export function useLiveSlots({ isEnabled = true } = {}) {
  return useQuery({ ...liveSlotsQueryOptions, enabled: isEnabled });
}
