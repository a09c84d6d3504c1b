import type { SlotListQuery } from "@campus/contracts/slots";
import { SLOTS_ENDPOINTS } from "@campus/contracts/slots.endpoints";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { SLOTS_KEY } from "./keys.ts";

export type SlotsQuery = Pick<SlotListQuery, "page" | "pageSize" | "sort"> &
  Partial<Pick<SlotListQuery, "courseId" | "teacherId" | "from" | "to" | "status" | "period">>;

export function fetchSlots(query: SlotsQuery, signal?: AbortSignal) {
  return call(SLOTS_ENDPOINTS.listSlots, { query, signal });
}

/** One page of the company's slots (a teacher: those of their courses), filtered. */
export function slotsQueryOptions(query: SlotsQuery) {
  return queryOptions({
    queryKey: [...SLOTS_KEY, "list", query],
    queryFn: ({ signal }) => fetchSlots(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSlots(query: SlotsQuery, { isEnabled = true } = {}) {
  return useQuery({ ...slotsQueryOptions(query), enabled: isEnabled });
}
