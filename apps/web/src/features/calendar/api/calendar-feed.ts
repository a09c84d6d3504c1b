import { CALENDAR_ENDPOINTS } from "@campus/contracts/calendar.endpoints";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client.ts";

const FEED_KEY = ["calendar", "feed"] as const;

export function useCalendarFeed() {
  return useQuery({
    queryKey: FEED_KEY,
    queryFn: ({ signal }) => call(CALENDAR_ENDPOINTS.getFeed, { signal }),
  });
}

/** Creates the feed or gives it a new address (the old one stops working). */
export function useRenewCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(CALENDAR_ENDPOINTS.renewFeed),
    onSuccess: (feed) => client.setQueryData(FEED_KEY, { ...feed, url: undefined }),
  });
}
