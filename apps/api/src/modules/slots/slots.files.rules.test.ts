import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { UPLOAD_MESSAGES } from "@campus/contracts/uploads";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { slotFiles } from "../../db/schema/index.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createCourse, createSlots } from "../../test/factories-courses.ts";
import { at, multipartFile } from "../../test/fixtures/teaching.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

// Uploads streamed to the local store, with a small limit (UPLOAD_MAX_MB) so that 413 is cheap to reach.
const LIMIT = 256 * 1024;
let t: TestApp<Awaited<ReturnType<typeof fixture>>>;
let dataDir: string;
let admin: { authorization: string };
let slotId: string;

/** The demo accounts, and one validated slot of a course of ata given by its demo teacher. */
async function fixture(db: Db) {
  const { teacherId, studentId } = await demoAccounts(db);
  const courseId = await createCourse(db, {
    companyId: "ata",
    title: "Cours des fichiers",
    teacherIds: [teacherId.ata],
    studentIds: [studentId.ata],
  });
  const [validated = ""] = await createSlots(db, [
    {
      companyId: "ata",
      courseId,
      teacherId: teacherId.ata,
      startsAt: new Date(at(1, 1)),
      status: "validated",
    },
  ]);
  return { slotId: validated };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "campus-slot-files-"));
  t = await createTestApp(
    { DATA_DIR: dataDir, UPLOAD_MAX_MB: String(LIMIT / (1024 * 1024)) },
    { seed: fixture },
  );
  admin = bearer(await t.login("admin@ata.example"));
  slotId = t.fixture.slotId;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A PDF of `size` bytes: a real header, then filler. */
const pdfOf = (size: number) =>
  Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size - 9, 0x20)]).subarray(0, size);

const upload = (payload: Buffer, headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: `/api/slots/${slotId}/files`,
    headers: { ...admin, ...headers },
    payload,
  });

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, "files"), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function rowCount(): Promise<number> {
  return (await t.database.db.select().from(slotFiles).where(eq(slotFiles.slotId, slotId))).length;
}

/** Checks a refused upload kept nothing: no blob (not even a partial one) and no row. */
async function expectNothingKept(before: { files: string[]; rows: number }) {
  expect(await storedFiles()).toEqual(before.files);
  expect(await rowCount()).toBe(before.rows);
}

const snapshot = async () => ({ files: await storedFiles(), rows: await rowCount() });

describe("slot file uploads, streamed", () => {
  it("accepts a file of exactly the limit and stores it whole", async () => {
    const file = pdfOf(LIMIT);
    const { payload, headers } = multipartFile("limite.pdf", file);
    const response = await upload(payload, headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ size: LIMIT, contentType: "application/pdf" });
    const download = await t.app.inject({
      method: "GET",
      url: `/api/slots/${slotId}/files/${response.json().id}`,
      headers: admin,
    });
    expect(download.rawPayload.equals(file)).toBe(true);
  });

  it("types a real office document from its contents, not its name", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Notes").addRow(["Dupont", 14]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const { payload, headers } = multipartFile("notes.bin", xlsx);
    const response = await upload(payload, headers);
    expect(response.statusCode).toBe(201);
    expect(response.json().contentType).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
  });

  it("answers 413 with the catalogue's message beyond the limit, and keeps nothing", async () => {
    const before = await snapshot();
    const { payload, headers } = multipartFile("trop-gros.pdf", pdfOf(LIMIT + 1));
    const response = await upload(payload, headers);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: "TOO_LARGE",
      message: "Le fichier est trop volumineux.",
      field: "file",
    });
    await expectNothingKept(before);
  });

  it("refuses a type by its bytes, whatever the name and the claimed type, and keeps nothing", async () => {
    const before = await snapshot();
    const html = Buffer.concat([Buffer.from("MZ"), randomBytes(8000)]);
    const { payload, headers } = multipartFile("cours.pdf", html, "application/pdf");
    const response = await upload(payload, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("INVALID_FILE");
    expect(response.json().error.message).toMatch(/^Type de fichier non accepté/);
    await expectNothingKept(before);
  });

  it("answers 400, never 500, to a body cut short (in the sample or while storing) or malformed, and keeps nothing", async () => {
    const before = await snapshot();
    for (const [label, size, cut] of [
      ["cut in the sample", 3000, 1000],
      ["cut while storing", 200_000, 150_000],
      ["cut in the part's headers", 3000, 40],
    ] as const) {
      const { payload, headers } = multipartFile("coupe.pdf", pdfOf(size));
      const response = await upload(payload.subarray(0, cut), headers);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().error, label).toMatchObject({ field: "file" });
      await expectNothingKept(before);
    }
    const noBoundary = await upload(Buffer.from("--x\r\n\r\n"), { "content-type": "multipart/form-data" });
    expect(noBoundary.statusCode).toBe(400);
    const cut = multipartFile("coupe.pdf", pdfOf(10_000));
    const truncated = await upload(cut.payload.subarray(0, 6000), cut.headers);
    expect(truncated.json().error.message).toBe(UPLOAD_MESSAGES.incomplete);
    await expectNothingKept(before);
  });

  it("answers 413 over real HTTP while the client is still sending, and the server stays usable", async () => {
    const before = await snapshot();
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { payload, headers } = multipartFile("gros.pdf", pdfOf(4 * 1024 * 1024));
    const response = await fetch(`${address}/api/slots/${slotId}/files`, {
      method: "POST",
      headers: { ...admin, ...headers },
      body: payload,
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("TOO_LARGE");
    const after = await fetch(`${address}/api/health`);
    expect(after.status).toBe(200);
    await expectNothingKept(before);
  });
});

describe("slot file downloads", () => {
  it("serves one byte range as 206, an unsatisfiable one as 416, and the whole file when If-Range is sent", async () => {
    const file = pdfOf(10_000);
    const { payload, headers } = multipartFile("plage.pdf", file);
    const created = (await upload(payload, headers)).json();
    const url = `/api/slots/${slotId}/files/${created.id}`;
    const get = (extra: Record<string, string>) =>
      t.app.inject({ method: "GET", url, headers: { ...admin, ...extra } });

    const whole = await get({});
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["content-length"]).toBe("10000");

    const part = await get({ range: "bytes=100-199" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 100-199/10000");
    expect(part.headers["content-length"]).toBe("100");
    expect(part.rawPayload.equals(file.subarray(100, 200))).toBe(true);
    expect(part.headers["content-disposition"]).toBe('attachment; filename="plage.pdf"');
    expect(part.headers["x-content-type-options"]).toBe("nosniff");

    const tail = await get({ range: "bytes=-10" });
    expect(tail.rawPayload.equals(file.subarray(9990))).toBe(true);

    const beyond = await get({ range: "bytes=10000-" });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe("bytes */10000");

    const ifRange = await get({ range: "bytes=0-9", "if-range": '"etag"' });
    expect(ifRange.statusCode).toBe(200);
    expect(ifRange.rawPayload.equals(file)).toBe(true);
  });

  it("answers a plain JSON 404 when the stored blob is gone", async () => {
    const { payload, headers } = multipartFile("perdu.pdf", pdfOf(2000));
    const created = (await upload(payload, headers)).json();
    const entries = await readdir(path.join(dataDir, "files"), { recursive: true, withFileTypes: true });
    const blob = entries.find((entry) => entry.isFile() && entry.name.endsWith("-perdu.pdf"));
    if (!blob) throw new Error("the upload left no blob");
    await rm(path.join(blob.parentPath, blob.name));
    const response = await t.app.inject({
      method: "GET",
      url: `/api/slots/${slotId}/files/${created.id}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["content-disposition"]).toBeUndefined();
    // The catalogue's own code and French message for a stored file gone (issue 44), not the generic 404.
    expect(response.json().error.code).toBe("FILE_MISSING");
  });
});
