import { describe, expect, it, vi } from "vitest";
import { LiveEventHub } from "./live-event-hub.ts";

describe("LiveEventHub", () => {
  it("hands each event to its type's subscribers, read through the contract's schema, in order", async () => {
    const hub = new LiveEventHub();
    const onUnread = vi.fn();
    const onRead = vi.fn();
    const unsubscribe = hub.subscribe("unread.changed", onUnread);
    hub.subscribe("conversation.read", onRead);

    void hub.dispatch({ id: "1", type: "unread.changed", data: '{"count":4}' });
    void hub.dispatch({ id: "2", type: "unread.changed", data: '{"count":-1}' });
    void hub.dispatch({ id: "3", type: "unread.changed", data: "pas du json" });
    void hub.dispatch({ id: "4", type: "session.revoked", data: "{}" });
    await hub.dispatch({ id: "5", type: "unread.changed", data: '{"count":6}' });
    unsubscribe();
    await hub.dispatch({ id: "6", type: "unread.changed", data: '{"count":5}' });

    expect(onUnread.mock.calls).toEqual([[{ count: 4 }], [{ count: 6 }]]);
    expect(onRead).not.toHaveBeenCalled();
  });
});
