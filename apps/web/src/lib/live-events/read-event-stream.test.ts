import { describe, expect, it } from "vitest";
import { readEventStream, type StreamMessage } from "./read-event-stream.ts";

function streamOf(chunks: Array<string | Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function read(chunks: Array<string | Uint8Array>) {
  const messages: StreamMessage[] = [];
  const retries: number[] = [];
  await readEventStream(streamOf(chunks), {
    onMessage: (message) => messages.push(message),
    onRetry: (ms) => retries.push(ms),
  });
  return { messages, retries };
}

describe("readEventStream", () => {
  it("reads id, event type and data of each frame, skipping comments", async () => {
    const { messages, retries } = await read([
      "retry: 3000\n: ouvert\n\n",
      'id: 7\nevent: unread.changed\ndata: {"count":2}\n\n',
      ": ping\n\n",
      "event: resync\ndata: {}\n\n",
    ]);
    expect(retries).toEqual([3000]);
    expect(messages).toEqual([
      { id: "7", type: "unread.changed", data: '{"count":2}' },
      { id: undefined, type: "resync", data: "{}" },
    ]);
  });

  it("joins frames and characters cut anywhere between chunks", async () => {
    const frame = 'id: 12\nevent: message.created\ndata: {"text":"été"}\n\n';
    const bytes = new TextEncoder().encode(frame);
    // Cut inside the two-byte "é" and between the two newlines that end the frame.
    const cut = frame.indexOf("é") + 1;
    const { messages } = await read([bytes.slice(0, cut), bytes.slice(cut, bytes.length - 1), "\n"]);
    expect(messages).toEqual([{ id: "12", type: "message.created", data: '{"text":"été"}' }]);
  });

  it("joins multi-line data, reads CRLF line ends and names an untyped event `message`", async () => {
    const { messages } = await read(["data: a\r\ndata: b\r\n\r\n", "data: c\n\n"]);
    expect(messages).toEqual([
      { id: undefined, type: "message", data: "a\nb" },
      { id: undefined, type: "message", data: "c" },
    ]);
  });

  it("drops an unfinished frame at the end of the stream", async () => {
    const { messages } = await read(['event: unread.changed\ndata: {"count":1}\n']);
    expect(messages).toEqual([]);
  });
});
