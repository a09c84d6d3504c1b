import { calendarFeedSchema } from "@campus/contracts/calendar";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";

const FEED_KEY = ["calendar", "feed"] as const;

export function useCalendarFeed() {
  return useQuery({
    queryKey: FEED_KEY,
    queryFn: ({ signal }) => apiClient.get(calendarFeedSchema, "/api/calendar/feed", { signal }),
  });
}

/** Creates the feed or gives it a new address (the old one stops working). */
export function useRenewCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post(calendarFeedSchema, "/api/calendar/feed"),
    onSuccess: (feed) => client.setQueryData(FEED_KEY, { ...feed, url: undefined }),
  });
}
