import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Webhook signatures in the style of Standard Webhooks: the secret is `whsec_` and the base64 of its
 * key; each body is sent with `webhook-id`, `webhook-timestamp` (Unix seconds) and
 * `webhook-signature: v1,<base64 of HMAC-SHA256(key, "<id>.<timestamp>.<body>")>`.
 */
const PREFIX = "whsec_";

export function newWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString("base64");
}

const keyOf = (secret: string) =>
  Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, "base64");

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac("sha256", keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest("base64");
  return `v1,${mac}`;
}

/**
 * What a receiver does: true when one of the signatures matches and the timestamp is within
 * `toleranceSeconds` of `nowSeconds` (a replayed old delivery fails).
 */
export function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 5 * 60,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, headers.id, timestamp, body));
  return headers.signature.split(" ").some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
