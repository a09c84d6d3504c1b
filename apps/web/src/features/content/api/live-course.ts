import { liveSlotsSchema } from "@campus/contracts/slots";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { useLiveEvent } from "../../../lib/live-events/live-events-provider.tsx";
import { CONTENT_KEY } from "./chapters.ts";

/** The specification's live-course refresh: every 15 minutes. */
export const LIVE_REFRESH_MS = 900_000;
const LIVE_KEY = [...CONTENT_KEY, "live"] as const;

/** The signed-in user's running slots and next one; refetched every 15 minutes and on `slot.changed`. */
export function useLiveCourse() {
  const client = useQueryClient();
  useLiveEvent("slot.changed", () => void client.invalidateQueries({ queryKey: LIVE_KEY }));
  return useQuery({
    queryKey: LIVE_KEY,
    queryFn: ({ signal }) => apiClient.get(liveSlotsSchema, "/api/slots/live", { signal }),
    refetchInterval: LIVE_REFRESH_MS,
  });
}
