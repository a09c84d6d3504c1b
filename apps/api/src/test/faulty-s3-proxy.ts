import { createServer, request as forward, type IncomingMessage, type ServerResponse } from "node:http";

/** What the proxy does to the requests it selects. */
export type S3Fault =
  /** Answers 500 InternalError, as an S3 service in trouble. */
  | "error-500"
  /** Never answers (a service that hangs): the client's timeout must end it. */
  | "hang"
  /** Sends the headers and half of the body, then cuts the connection. */
  | "cut-body";

/**
 * An HTTP proxy in front of the S3-protocol server of the tests (s3-server.ts) that fails on demand:
 * the application talks S3 to it exactly as to the real service. Faults apply to the requests
 * `applies` selects (by method and path), GETs of objects by default.
 */
export async function startFaultyS3Proxy(target: string) {
  let fault: S3Fault | undefined;
  let applies = (request: IncomingMessage) => request.method === "GET" && !request.url?.includes("list-type");
  const hanging = new Set<ServerResponse>();
  const targetUrl = new URL(target);

  const server = createServer((request, response) => {
    if (fault && applies(request)) {
      if (fault === "error-500") {
        request.resume();
        response.writeHead(500, { "content-type": "application/xml" });
        response.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>',
        );
        return;
      }
      if (fault === "hang") {
        request.resume();
        hanging.add(response);
        response.once("close", () => hanging.delete(response));
        return;
      }
    }
    const cutting = fault === "cut-body" && applies(request);
    const upstream = forward(
      {
        host: targetUrl.hostname,
        port: targetUrl.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!cutting) {
          answer.pipe(response);
          return;
        }
        const half = Math.floor(Number(answer.headers["content-length"] ?? 0) / 2);
        let sent = 0;
        answer.on("data", (chunk: Buffer) => {
          if (sent >= half) return;
          response.write(chunk.subarray(0, half - sent));
          sent += chunk.length;
          if (sent >= half) {
            answer.destroy();
            response.socket?.destroy();
          }
        });
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    inject(next: S3Fault, which?: (request: IncomingMessage) => boolean) {
      fault = next;
      if (which) applies = which;
    },
    heal() {
      fault = undefined;
      applies = (request: IncomingMessage) => request.method === "GET" && !request.url?.includes("list-type");
      for (const response of hanging) response.destroy();
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
