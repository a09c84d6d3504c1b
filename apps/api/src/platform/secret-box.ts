import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** Encrypts a short secret with AES-256-GCM: `iv.tag.ciphertext`, each in base64url. */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const encrypted = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString("base64url")).join(".");
}

/** The secret sealed by `sealSecret` with the same key; throws when the key differs or the text was changed. */
export function openSecret(key: Buffer, sealed: string): string {
  const [iv, tag, encrypted] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !encrypted) throw new Error("sealed secret: malformed");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(encrypted), decipher.final()]).toString("utf8");
}
