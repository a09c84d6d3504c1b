import type { CalendarQuery } from "@campus/contracts/calendar";
import { calendarEventsSchema } from "@campus/contracts/calendar";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { SLOTS_KEY } from "../../slots/index.ts";

/** The calendar's slots between two instants; under the slots' key, so that any slot write refreshes it. */
export function useCalendarEvents(query: CalendarQuery | null) {
  return useQuery({
    queryKey: [...SLOTS_KEY, "calendar", query],
    queryFn: ({ signal }) =>
      apiClient.get(calendarEventsSchema, "/api/calendar/events", { query: query ?? undefined, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
