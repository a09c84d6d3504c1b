import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";

/** The largest body a webhook sends, and the most of an answer read (then dropped). */
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024;
const MAX_ANSWER_BYTES = 16 * 1024;

export interface WebhookAttempt {
  /** The HTTP status answered; null when no answer came (refused, timeout, network). */
  statusCode: number | null;
  /** Why it failed, in French; null on a 2xx. */
  error: string | null;
}

const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 8 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 8 }),
};

/**
 * POSTs `body` to `url`, connecting to `address` (resolved and checked by the caller: the request's own
 * lookup answers it and nothing else, so no second DNS answer is used). Redirects are not followed (a
 * 3xx is a failure), the whole exchange is bounded by `timeoutMs`, the answer's body is read up to
 * 16 KB and dropped.
 */
export function postWebhook(
  url: URL,
  address: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<WebhookAttempt> {
  const family = isIP(address) === 6 ? 6 : 4;
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (attempt: WebhookAttempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(attempt);
    };
    const request = client.request(
      url,
      {
        method: "POST",
        agent: agents[url.protocol as "http:" | "https:"],
        lookup: pinned,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const done = () =>
          finish({
            statusCode,
            error:
              statusCode >= 200 && statusCode < 300
                ? null
                : statusCode >= 300 && statusCode < 400
                  ? "Redirection non suivie"
                  : `Réponse HTTP ${statusCode}`,
          });
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ statusCode: null, error: `Pas de réponse en ${Math.round(timeoutMs / 1000)} s` });
    }, timeoutMs);
    request.on("error", (error) =>
      finish({ statusCode: null, error: `Connexion impossible (${error.message})` }),
    );
    request.end(body);
  });
}
