import { useQueryClient } from "@tanstack/react-query";
import { liveSlotsQueryOptions, useLiveSlots } from "../../../entities/slots/index.ts";
import { useLiveEvent } from "../../../lib/live-events/live-events-provider.tsx";

/**
 * The signed-in user's running slots and next one: the slots' own query (the home's « en cours »
 * shares its answer), refetched every 15 minutes and on `slot.changed`.
 */
export function useLiveCourse() {
  const client = useQueryClient();
  useLiveEvent(
    "slot.changed",
    () => void client.invalidateQueries({ queryKey: liveSlotsQueryOptions.queryKey }),
  );
  return useLiveSlots();
}
