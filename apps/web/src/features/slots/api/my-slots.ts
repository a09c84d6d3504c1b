import type { SlotMineQuery } from "@campus/contracts/slots";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, lazySchema } from "../../../lib/api-client.ts";
import { SLOTS_KEY } from "./keys.ts";

// On the home page: the schema (and zod) load with the answer, not with the page.
const slotListSchema = lazySchema(() =>
  import("@campus/contracts/slots").then((module) => module.slotListSchema),
);

export function fetchMySlots(query: SlotMineQuery, signal?: AbortSignal) {
  return apiClient.get(slotListSchema, "/api/slots/mine", { query, signal });
}

/** The signed-in user's own slots between two instants (by default 30 days back, 60 ahead). */
export function mySlotsQueryOptions(query: SlotMineQuery = {}) {
  return queryOptions({
    queryKey: [...SLOTS_KEY, "mine", query],
    queryFn: ({ signal }) => fetchMySlots(query, signal),
  });
}

export function useMySlots(query: SlotMineQuery = {}, { isEnabled = true } = {}) {
  return useQuery({ ...mySlotsQueryOptions(query), enabled: isEnabled });
}
