import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { openSecret, sealSecret } from "./secret-box.ts";

const key = createHash("sha256").update("une clé").digest();
const otherKey = createHash("sha256").update("une autre clé").digest();

describe("secret box", () => {
  it("opens what it sealed, and never holds the secret in clear", () => {
    const sealed = sealSecret(key, "secret-client-123");
    expect(sealed).not.toContain("secret-client-123");
    expect(openSecret(key, sealed)).toBe("secret-client-123");
    // A new random IV each time: the same secret never seals to the same text.
    expect(sealSecret(key, "secret-client-123")).not.toBe(sealed);
  });

  it("refuses another key and a changed text", () => {
    const sealed = sealSecret(key, "secret-client-123");
    expect(() => openSecret(otherKey, sealed)).toThrow();
    const [iv, tag, data] = sealed.split(".");
    const flipped = Buffer.from(data ?? "", "base64url");
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => openSecret(key, [iv, tag, flipped.toString("base64url")].join("."))).toThrow();
    expect(() => openSecret(key, "pas-scelle")).toThrow();
  });

  it("takes its key from SSO_SECRET_KEY, else derives one from the database's place", () => {
    const configured = loadConfig({ SSO_SECRET_KEY: "x".repeat(32) });
    expect(configured.ssoSecretKeyIsDefault).toBe(false);
    expect(configured.ssoSecretKey).toHaveLength(32);
    const derived = loadConfig({ DATA_DIR: "/tmp/un-dossier" });
    expect(derived.ssoSecretKeyIsDefault).toBe(true);
    expect(loadConfig({ DATA_DIR: "/tmp/un-dossier" }).ssoSecretKey.equals(derived.ssoSecretKey)).toBe(true);
    expect(loadConfig({ DATA_DIR: "/tmp/un-autre" }).ssoSecretKey.equals(derived.ssoSecretKey)).toBe(false);
    expect(() => loadConfig({ SSO_SECRET_KEY: "trop-courte" })).toThrow(/SSO_SECRET_KEY/);
  });
});
