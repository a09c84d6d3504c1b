import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LiveEventsProvider } from "../../../lib/live-events/live-events-provider.tsx";
import { setToken } from "../../../lib/storage.ts";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { MessagesBell } from "./messages-bell.tsx";

/** A stream that sends `frames` and stays open, as the server's does. */
function openStream(frames: string): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(frames));
    },
  });
  return new Response(stream, { headers: { "Content-Type": "text/event-stream" } });
}

describe("MessagesBell, live", () => {
  it("shows the unread count sent on the live stream", async () => {
    setToken("jeton");
    mockApi(({ url }) => {
      if (url === "/api/messages/unread-count") return Response.json({ count: 0 });
      if (url === "/api/events") return openStream('id: 3\nevent: unread.changed\ndata: {"count":4}\n\n');
      return undefined;
    });
    renderWithProviders(
      <LiveEventsProvider onUnauthorized={() => {}}>
        <MessagesBell />
      </LiveEventsProvider>,
    );
    expect(await screen.findByText("4")).toBeTruthy();
  });
});
