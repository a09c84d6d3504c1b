import { hash, verify } from "@node-rs/argon2";

/** Argon2id in @node-rs/argon2's `Algorithm` const enum (not importable under verbatimModuleSyntax). */
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
