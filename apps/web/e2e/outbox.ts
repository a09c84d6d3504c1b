import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

// The e2e server writes its e-mails as .eml files under its data directory (see scripts/e2e-server.mjs).
const root = path.resolve(import.meta.dirname, "../../..");
const outbox = path.join(process.env.E2E_DATA_DIR ?? path.join(root, ".test-data", "e2e"), "outbox");

/** A MIME message's text, its quoted-printable or base64 body decoded (enough to read codes and links). */
function decode(eml: string): string {
  const split = eml.search(/\r?\n\r?\n/);
  const headers = eml.slice(0, split);
  const body = eml.slice(split).trim();
  if (/^Content-Transfer-Encoding: base64/im.test(headers)) {
    return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8");
  }
  const bytes: number[] = [];
  const unfolded = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(unfolded[i] ?? "", "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

async function lastMailTo(address: string, after: number): Promise<string | null> {
  const names = (await readdir(outbox).catch(() => [] as string[]))
    .filter((name) => name.endsWith(".eml"))
    .sort();
  for (const name of names.reverse()) {
    const eml = await readFile(path.join(outbox, name), "utf8");
    const isTo = new RegExp(`^To: ${address.replace(/[.+]/g, "\\$&")}\\r?$`, "im").test(eml);
    if (isTo && Date.parse(name.slice(0, 24).replace(/-(\d\d)-(\d\d)\./, ":$1:$2.")) >= after - 1000) {
      return decode(eml);
    }
  }
  return null;
}

/** Waits for an e-mail to `address` written after `after` (ms) and answers the first match of `pattern`. */
export async function readFromOutbox(address: string, pattern: RegExp, after: number): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const mail = await lastMailTo(address, after);
        found = (mail && pattern.exec(mail)?.[1]) ?? "";
        return found;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return found;
}
