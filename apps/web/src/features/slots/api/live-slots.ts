import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, lazySchema } from "../../../lib/api-client.ts";
import { SLOTS_KEY } from "./keys.ts";

// On the home page: the schema (and zod) load with the answer, not with the page.
const liveSlotsSchema = lazySchema(() =>
  import("@campus/contracts/slots").then((module) => module.liveSlotsSchema),
);

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
