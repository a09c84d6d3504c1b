import { hash, randomBytes } from "node:crypto";

/** A new opaque bearer token (256 random bits). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored of a token (and the session cache's key); the one-shot `hash` costs half of a Hash object. */
export function hashToken(token: string): string {
  return hash("sha256", token, "hex");
}
