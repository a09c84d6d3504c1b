import type { CalendarQuery } from "@campus/contracts/calendar";
import { CALENDAR_ENDPOINTS } from "@campus/contracts/calendar.endpoints";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SLOTS_KEY } from "../../../entities/slots/index.ts";
import { call } from "../../../lib/api-client.ts";

/** The calendar's slots between two instants; under the slots' key, so that any slot write refreshes it. */
export function useCalendarEvents(query: CalendarQuery | null) {
  return useQuery({
    queryKey: [...SLOTS_KEY, "calendar", query],
    queryFn: ({ signal }) =>
      call(CALENDAR_ENDPOINTS.listCalendarEvents, { query: query ?? undefined, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
