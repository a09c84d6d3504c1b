import { execFile } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { promisify } from "node:util";
import { chromium } from "@playwright/test";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { students } from "../../db/schema/index.ts";
import { demoAccounts } from "../../test/factories.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

// Each client sends a file over the 5 MB limit: the answer is 413 and not one row is written, where
// a body cut at the limit used to be imported as far as it went.
let t: TestApp;
let base: string;
let token: string;

/** About 6.2 MB of valid student rows (3,160 of them), each with a long note. */
function bigCsv(): string {
  const note = "Suivi renforcé. ".repeat(120);
  const rows = Array.from({ length: 3160 }, (_, i) => `BIG-${i};Martin;Zoé;big${i}@exemple.fr;${note}`);
  return ["numero_etudiant;nom;prenom;email;note", ...rows].join("\n");
}

async function countBig(): Promise<number> {
  const rows = await t.database.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.companyId, "ata"), like(students.studentNumber, "BIG-%")));
  return rows.length;
}

function multipartBody(content: Buffer, boundary: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gros.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

beforeAll(async () => {
  // Only ata's administrator signs in; the files import into an empty school.
  t = await createTestApp({}, { seed: demoAccounts });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  token = await t.login("admin@ata.example");
});
afterAll(() => t.close());

describe("a file over the size limit", () => {
  const csv = bigCsv();
  const url = () => `${base}/api/imports/students/commit`;

  it("is about 6.2 MB of valid rows", () => {
    expect(Buffer.byteLength(csv) / 1e6).toBeGreaterThan(6.1);
  });

  it("answers 413 to Node's fetch and imports nothing", async () => {
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "gros.csv");
    const response = await fetch(url(), { method: "POST", body: form, headers: bearer(token) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /dépasse 5 Mo : rien n'a été importé/,
    );
    expect(await countBig()).toBe(0);
  });

  it("answers 413 to node:http sending the body in chunks and imports nothing", async () => {
    const boundary = "campusboundary42";
    const body = multipartBody(Buffer.from(csv), boundary);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(url(), {
        method: "POST",
        headers: { ...bearer(token), "content-type": `multipart/form-data; boundary=${boundary}` },
      });
      req.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      req.on("error", reject);
      for (let start = 0; start < body.length; start += 64 * 1024)
        req.write(body.subarray(start, start + 64 * 1024));
      req.end();
    });
    expect(status).toBe(413);
    expect(await countBig()).toBe(0);
  });

  it("answers 413 to curl and imports nothing", async () => {
    const file = `${tmpdir()}/campus-big-${process.pid}.csv`;
    await writeFile(file, csv);
    try {
      const { stdout } = await promisify(execFile)("curl", [
        "-s",
        "-o",
        "/dev/null",
        "-w",
        "%{http_code}",
        "-H",
        `Authorization: Bearer ${token}`,
        "-F",
        `file=@${file};type=text/csv`,
        url(),
      ]);
      expect(stdout).toBe("413");
    } finally {
      await rm(file, { force: true });
    }
    expect(await countBig()).toBe(0);
  });

  it("answers 413 to Chromium's fetch and imports nothing", async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu"],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${base}/api/health`);
      const status = await page.evaluate(
        async ({ target, text, auth }) => {
          const form = new FormData();
          form.append("file", new Blob([text], { type: "text/csv" }), "gros.csv");
          const response = await fetch(target, {
            method: "POST",
            body: form,
            headers: { authorization: `Bearer ${auth}` },
          });
          return response.status;
        },
        { target: url(), text: csv, auth: token },
      );
      expect(status).toBe(413);
    } finally {
      await browser.close();
    }
    expect(await countBig()).toBe(0);
  });
});

describe("a body cut short", () => {
  it("answers 400 and imports nothing", async () => {
    const boundary = "campusboundary43";
    const whole = multipartBody(Buffer.from(bigCsv().slice(0, 200_000)), boundary);
    const cut = whole.subarray(0, whole.length - 5_000);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/imports/students/commit",
      payload: cut,
      headers: { ...bearer(token), "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "INCOMPLETE_UPLOAD", field: "file" });
    expect(await countBig()).toBe(0);
  });
});
