import type { LiveEventData } from "@campus/contracts/events";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { CONVERSATIONS_KEY, THREADS_KEY, UNREAD_COUNT_KEY } from "../../entities/messages/index.ts";
import { useLiveEvent } from "../../lib/live-events/live-events-provider.tsx";

// What the live-events layer calls when the server pushes a messaging event (GET /api/events).
// Only the queries on screen refetch; the others are marked stale. A `resync` needs nothing here: the
// live-events layer refetches every query then.

/** A message was written in one of the user's conversations: the list and the open thread refresh. */
export function onMessageCreated(client: QueryClient, _data: LiveEventData<"message.created">) {
  void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  void client.invalidateQueries({ queryKey: THREADS_KEY });
}

/** The other person read a conversation: the ✓✓ « Lu » marks of the thread and the list refresh. */
export function onConversationRead(client: QueryClient, _data: LiveEventData<"conversation.read">) {
  void client.invalidateQueries({ queryKey: THREADS_KEY });
  void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
}

/** The number of unread conversations changed: the bell shows it at once, its dropdown refreshes. */
export async function onUnreadChanged(client: QueryClient, data: LiveEventData<"unread.changed">) {
  void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  // A count fetch in flight may answer an older count than this one: it is dropped.
  await client.cancelQueries({ queryKey: UNREAD_COUNT_KEY });
  client.setQueryData(UNREAD_COUNT_KEY, { count: data.count });
}

/** Subscribes the messaging to the live stream; mounted once, by the header bell. */
export function useMessagesLiveEvents(): void {
  const client = useQueryClient();
  useLiveEvent("message.created", (data) => onMessageCreated(client, data));
  useLiveEvent("conversation.read", (data) => onConversationRead(client, data));
  useLiveEvent("unread.changed", (data) => void onUnreadChanged(client, data));
}
