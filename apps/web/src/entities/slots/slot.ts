import { SLOTS_ENDPOINTS } from "@campus/contracts/slots.endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { SLOTS_KEY } from "./keys.ts";

export const slotQueryKey = (id: string) => [...SLOTS_KEY, "detail", id] as const;

export function fetchSlot(id: string, signal?: AbortSignal) {
  return call(SLOTS_ENDPOINTS.getSlot, { params: { id }, signal });
}

/** One slot with its files, attendance counts and what the caller may do with it. */
export function slotQueryOptions(id: string) {
  return queryOptions({
    queryKey: slotQueryKey(id),
    queryFn: ({ signal }) => fetchSlot(id, signal),
  });
}

export function useSlot(id: string, { isEnabled = true } = {}) {
  return useQuery({ ...slotQueryOptions(id), enabled: isEnabled });
}
