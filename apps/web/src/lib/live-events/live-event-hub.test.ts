import { describe, expect, it, vi } from "vitest";
import { LiveEventHub } from "./live-event-hub.ts";

describe("LiveEventHub", () => {
  it("hands each event to its type's subscribers, read through the contract's schema", () => {
    const hub = new LiveEventHub();
    const onUnread = vi.fn();
    const onRead = vi.fn();
    const unsubscribe = hub.subscribe("unread.changed", onUnread);
    hub.subscribe("conversation.read", onRead);

    hub.dispatch({ id: "1", type: "unread.changed", data: '{"count":4}' });
    hub.dispatch({ id: "2", type: "unread.changed", data: '{"count":-1}' });
    hub.dispatch({ id: "3", type: "unread.changed", data: "pas du json" });
    hub.dispatch({ id: "4", type: "session.revoked", data: "{}" });
    unsubscribe();
    hub.dispatch({ id: "5", type: "unread.changed", data: '{"count":5}' });

    expect(onUnread.mock.calls).toEqual([[{ count: 4 }]]);
    expect(onRead).not.toHaveBeenCalled();
  });
});
