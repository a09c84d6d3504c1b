import type { SlotMineQuery } from "@campus/contracts/slots";
import { SLOTS_ENDPOINTS } from "@campus/contracts/slots.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { SLOTS_KEY } from "./keys.ts";

export function fetchMySlots(query: SlotMineQuery, signal?: AbortSignal) {
  return call(SLOTS_ENDPOINTS.listMySlots, { query, signal });
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
