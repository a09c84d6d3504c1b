import http from "node:http";

export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface EventStreamClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The next event (comments and `retry:` lines are skipped); fails after `timeoutMs`. */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseFrame(frame: string): StreamEvent | null {
  let id: string | undefined;
  let event = "message";
  const data: string[] = [];
  for (const line of frame.split("\n")) {
    if (line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "id") id = value;
    else if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }
  return data.length === 0 ? null : { id, event, data: JSON.parse(data.join("\n")) };
}

/** Opens `GET /api/events` on its own connection, as a browser would, and reads its frames. */
export function openEventStream(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events`, { headers, agent: false }, (response) => {
      const events: StreamEvent[] = [];
      const waiters: Array<(event: StreamEvent) => void> = [];
      let buffer = "";
      let markEnded: () => void = () => {};
      const ended = new Promise<void>((done) => {
        markEnded = done;
      });
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
          const event = parseFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (!event) continue;
          const waiter = waiters.shift();
          if (waiter) waiter(event);
          else events.push(event);
        }
      });
      response.on("end", markEnded);
      response.on("close", markEnded);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        ended,
        next(timeoutMs = 5_000) {
          const queued = events.shift();
          if (queued) return Promise.resolve(queued);
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
            waiters.push((event) => {
              clearTimeout(timer);
              done(event);
            });
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on("error", reject);
  });
}

/** Fails when `promise` has not settled within `ms`. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
