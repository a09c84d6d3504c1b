import { afterEach, describe, expect, it, vi } from "vitest";
import { connectLiveEvents } from "./live-connection.ts";
import type { StreamMessage } from "./read-event-stream.ts";

function sseResponse(body: string): Response {
  return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("connectLiveEvents", () => {
  it("sends the token, reconnects with Last-Event-ID after the stream ends, and stops on 401", async () => {
    const requests: Array<Record<string, string>> = [];
    const answers = [
      sseResponse('retry: 2000\n\nid: 5\nevent: unread.changed\ndata: {"count":1}\n\n'),
      new Response("", { status: 503 }),
      sseResponse('id: 6\nevent: unread.changed\ndata: {"count":2}\n\n'),
      new Response("", { status: 401 }),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        requests.push(init.headers as Record<string, string>);
        const answer = answers.shift();
        if (!answer) throw new Error("no more answers");
        return answer;
      }),
    );
    const messages: StreamMessage[] = [];
    const opens: boolean[] = [];
    const delays: number[] = [];
    const unauthorized = new Promise<void>((resolve) => {
      connectLiveEvents({
        url: "/api/events",
        getToken: () => "jeton",
        onMessage: (message) => messages.push(message),
        onOpen: (isReconnect) => opens.push(isReconnect),
        onUnauthorized: resolve,
        wait: async (ms) => {
          delays.push(ms);
        },
      });
    });
    await unauthorized;

    expect(requests.map((headers) => headers.Authorization)).toEqual(Array(4).fill("Bearer jeton"));
    expect(requests.map((headers) => headers["Last-Event-ID"])).toEqual([undefined, "5", "5", "6"]);
    expect(messages.map((message) => message.data)).toEqual(['{"count":1}', '{"count":2}']);
    expect(opens).toEqual([false, true]);
    // The server's retry hint (2 s) with jitter; a failure doubles it.
    expect(delays).toHaveLength(3);
    expect(delays[0]).toBeGreaterThanOrEqual(1000);
    expect(delays[0]).toBeLessThanOrEqual(2000);
    expect(delays[1]).toBeGreaterThanOrEqual(2000);
    expect(delays[1]).toBeLessThanOrEqual(4000);
  });

  it("does not reconnect a stream the server closed for a newer one of the same session", async () => {
    const fetched = vi.fn(async () => sseResponse("retry: 10\n\nevent: replaced\ndata: {}\n\n"));
    vi.stubGlobal("fetch", fetched);
    const waits: number[] = [];
    connectLiveEvents({
      url: "/api/events",
      getToken: () => "jeton",
      onMessage: () => {},
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it("does not connect without a token", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const unauthorized = vi.fn();
    connectLiveEvents({
      url: "/api/events",
      getToken: () => null,
      onMessage: () => {},
      onUnauthorized: unauthorized,
    });
    await vi.waitFor(() => expect(unauthorized).toHaveBeenCalledOnce());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
