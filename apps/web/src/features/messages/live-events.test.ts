import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { CONVERSATIONS_KEY, THREADS_KEY, UNREAD_COUNT_KEY } from "../../entities/messages/index.ts";
// Through the feature's public entry: what the live-events layer imports.
import { onConversationRead, onMessageCreated, onUnreadChanged } from "./index.ts";

const ID = "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c51";

/** A client holding a bell count, a conversation list and a thread, none of them stale. */
function clientWithData() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(UNREAD_COUNT_KEY, { count: 0 });
  client.setQueryData([...CONVERSATIONS_KEY, {}], { pages: [], pageParams: [] });
  client.setQueryData([...THREADS_KEY, ID, "messages"], { pages: [], pageParams: [] });
  return client;
}

const isStale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryCache().find({ queryKey: key, exact: true })?.isStale() ?? false;

describe("messaging live events", () => {
  it("sets the bell's count at once", async () => {
    const client = clientWithData();
    await onUnreadChanged(client, { count: 3 });
    expect(client.getQueryData(UNREAD_COUNT_KEY)).toEqual({ count: 3 });
    expect(isStale(client, [...CONVERSATIONS_KEY, {}])).toBe(true);
  });

  it("refreshes the list and the threads when a message is written or read", () => {
    const created = clientWithData();
    onMessageCreated(created, { conversationId: ID, messageId: ID, authorId: ID });
    expect(isStale(created, [...CONVERSATIONS_KEY, {}])).toBe(true);
    expect(isStale(created, [...THREADS_KEY, ID, "messages"])).toBe(true);
    expect(isStale(created, UNREAD_COUNT_KEY)).toBe(false);

    const read = clientWithData();
    onConversationRead(read, { conversationId: ID, readerId: ID });
    expect(isStale(read, [...THREADS_KEY, ID, "messages"])).toBe(true);
  });
});
