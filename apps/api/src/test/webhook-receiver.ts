import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 for tests and benchmarks: keeps what it is sent, and answers
 * `status` (200 by default; 503 plays a receiver that is down, 302 one that redirects).
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  status = 200;
  private server: Server | undefined;
  url = "";

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        if (this.status >= 200 && this.status < 300) this.received.push({ headers: request.headers, body });
        const headers = this.status >= 300 && this.status < 400 ? { location: `${this.url}/redirected` } : {};
        response.writeHead(this.status, headers).end("ok");
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  clear(): void {
    this.received.length = 0;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
