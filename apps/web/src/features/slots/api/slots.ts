import type { SlotListQuery } from "@campus/contracts/slots";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, lazySchema } from "../../../lib/api-client.ts";
import { SLOTS_KEY } from "./keys.ts";

// On the teacher's slot sheets' first load: the schema (and zod) load with the answer, not with the page.
const slotPageSchema = lazySchema(() =>
  import("@campus/contracts/slots").then((module) => module.slotPageSchema),
);

export type SlotsQuery = Pick<SlotListQuery, "page" | "pageSize" | "sort"> &
  Partial<Pick<SlotListQuery, "courseId" | "teacherId" | "from" | "to" | "status" | "period">>;

export function fetchSlots(query: SlotsQuery, signal?: AbortSignal) {
  return apiClient.get(slotPageSchema, "/api/slots", { query, signal });
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
