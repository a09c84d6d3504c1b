import { createParser } from "eventsource-parser";

export interface StreamMessage {
  /** The event's `id:`, or undefined when it has none. */
  id: string | undefined;
  /** The `event:` line; `message` when absent, as EventSource does. */
  type: string;
  data: string;
}

/**
 * Reads a Server-Sent Events body to its end, calling `onMessage` for each complete event and
 * `onRetry` for each `retry:` hint. Frames may be cut anywhere between chunks.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  handlers: { onMessage(message: StreamMessage): void; onRetry?(ms: number): void },
): Promise<void> {
  const parser = createParser({
    onEvent: (event) =>
      handlers.onMessage({ id: event.id, type: event.event ?? "message", data: event.data }),
    onRetry: (ms) => handlers.onRetry?.(ms),
  });
  // Streaming decode: a character's bytes may also be cut between chunks.
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return parser.feed(decoder.decode());
    parser.feed(decoder.decode(value, { stream: true }));
  }
}
