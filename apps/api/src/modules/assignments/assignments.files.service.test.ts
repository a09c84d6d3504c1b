import { readdir } from "node:fs/promises";
import path from "node:path";
import { deflateRawSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { assignmentFiles } from "../../db/schema/index.ts";
import {
  type AssignmentApp,
  createBox,
  handIn,
  PROF,
  pdfOf,
  STUDENT,
  startAssignmentApp,
} from "../../test/fixtures/assignments.ts";
import { zip } from "../../test/hostile-files.ts";
import { startTestS3, type TestS3 } from "../../test/s3-server.ts";

// Hostile files and downloads (one file, one student, the whole box as a zip), on the local store and on S3.
const MB = 1024 * 1024;

interface ZipEntryInfo {
  name: string;
  utf8: boolean;
  compressedSize: number;
  size: number;
}

async function readZip(buffer: Buffer): Promise<ZipEntryInfo[]> {
  const file = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, decodeStrings: true });
  return new Promise((resolve, reject) => {
    const entries: ZipEntryInfo[] = [];
    file.on("entry", (entry: yauzl.Entry) => {
      entries.push({
        name: entry.fileName,
        utf8: (entry.generalPurposeBitFlag & 0x800) !== 0,
        compressedSize: entry.compressedSize,
        size: entry.uncompressedSize,
      });
      file.readEntry();
    });
    file.on("end", () => resolve(entries));
    file.on("error", reject);
    file.readEntry();
  });
}

describe.each(["local", "s3"] as const)("assignment files on the %s store", (store) => {
  let t: AssignmentApp;
  let s3: TestS3 | undefined;
  let box: string;
  let zipBox: string;
  let me: string;

  beforeAll(async () => {
    s3 = store === "s3" ? await startTestS3() : undefined;
    t = await startAssignmentApp(s3?.env);
    box = await createBox(t, { maxFiles: 10 });
    zipBox = await createBox(t, { acceptedKinds: ["zip", "text"], maxFiles: 10 });
    me = await t.signIn(STUDENT);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const rows = async () =>
    (await t.database.db.select().from(assignmentFiles).where(eq(assignmentFiles.boxId, box))).length;
  const localBlobs = async () =>
    (
      await readdir(path.join(t.config.dataDir, "files"), { recursive: true, withFileTypes: true }).catch(
        () => [],
      )
    ).filter((entry) => entry.isFile()).length;

  it("refuses hostile files by their bytes with 415 or 413, keeping nothing", async () => {
    const before = { rows: await rows(), blobs: await localBlobs() };
    const html = await handIn(t.app, me, box, "devoir.pdf", "<html><script>alert(1)</script></html>");
    expect(html.statusCode).toBe(415);
    expect(html.json().error.message).toMatch(/ce dépôt accepte PDF/);
    const svg = await handIn(
      t.app,
      me,
      box,
      "image.svg",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(svg.statusCode).toBe(415);
    const exe = Buffer.concat([
      Buffer.from("MZ"),
      Buffer.alloc(62),
      Buffer.from("PE\0\0"),
      Buffer.alloc(300),
    ]);
    exe.writeUInt32LE(64, 60);
    expect((await handIn(t.app, me, box, "notes.pdf", exe)).statusCode).toBe(415);
    const bomb = zip([
      { name: "zeros.bin", data: deflateRawSync(Buffer.alloc(50 * MB)), declaredSize: 50 * MB },
    ]);
    expect((await handIn(t.app, me, box, "bombe.pdf", bomb)).statusCode).toBe(415);
    const over = await handIn(t.app, me, box, "gros.pdf", pdfOf(MB + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json().error.message).toMatch(/taille maximale de 1 Mo/);
    expect(await rows()).toBe(before.rows);
    if (store === "local") expect(await localBlobs()).toBe(before.blobs);
    expect((await handIn(t.app, me, box, "juste.pdf", pdfOf(MB))).statusCode).toBe(201);
  });

  it("neutralises names and scripts: no path, bounded length, SVG kept as inert text", async () => {
    const traversal = await handIn(t.app, me, box, "../../../etc/passwd.pdf", pdfOf(100));
    expect(traversal.statusCode).toBe(201);
    expect(traversal.json().name).toBe("passwd.pdf");
    const long = await handIn(t.app, me, box, `${"é".repeat(296)}.pdf`, pdfOf(100));
    expect(long.statusCode).toBe(201);
    expect(long.json().name.length).toBeLessThanOrEqual(200);
    // Where text is accepted, an SVG with a script is only text: served as text/plain, never rendered.
    const svg = await handIn(t.app, me, zipBox, "dessin.svg", "<svg><script>alert(1)</script></svg>");
    expect(svg.statusCode).toBe(201);
    const served = await t.as(PROF).get(`/api/assignments/${zipBox}/files/${svg.json().id}`);
    expect(served.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-disposition"]).toMatch(/^attachment/);
    // A zip bomb accepted as a zip is stored as it came and never inflated.
    const bomb = zip([
      { name: "zeros.bin", data: deflateRawSync(Buffer.alloc(50 * MB)), declaredSize: 50 * MB },
    ]);
    const stored = await handIn(t.app, me, zipBox, "archive.zip", bomb);
    expect(stored.statusCode).toBe(201);
    expect(stored.json().size).toBe(bomb.length);
    const single = await t.as(PROF).get(`/api/assignments/${zipBox}/students/${t.fixture.studentId}/zip`);
    expect(single.statusCode).toBe(200);
    const entries = await readZip(single.rawPayload);
    const inner = entries.find((entry) => entry.name.endsWith("archive.zip"));
    expect(inner?.size).toBe(bomb.length);
  });

  it("streams the whole box as a zip: one UTF-8 folder per student, unique names, nothing outside", async () => {
    const other = await t.signIn(t.fixture.other.email);
    await handIn(t.app, me, box, "Mémoire final.pdf", pdfOf(500, 0x41));
    await handIn(t.app, me, box, "mémoire FINAL.pdf".replace("FINAL", "final").replace("m", "M"), pdfOf(400));
    await handIn(t.app, other, box, "..\\..\\évasion.pdf", pdfOf(300));
    const response = await t.as(PROF).get(`/api/assignments/${box}/zip`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="bureautique-avancee-compte-rendu\.zip"/,
    );
    const entries = await readZip(response.rawPayload);
    const names = entries.map((entry) => entry.name);
    // Accented names carry the UTF-8 flag (here every folder has an accent).
    expect(entries.every((entry) => entry.utf8)).toBe(true);
    expect(names.every((name) => !name.split("/").includes("..") && !name.startsWith("/"))).toBe(true);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    const demo = names.filter(
      (name) => name.startsWith("Martin_Léa/") || name.startsWith(`${name.split("/")[0]}/`),
    );
    expect(demo.length).toBe(names.length);
    const folders = new Set(names.map((name) => name.split("/")[0]));
    expect(folders).toContain("Témoin_deux_Zoé");
    expect(names).toContain("Témoin_deux_Zoé/évasion.pdf");
    expect(folders).toContain("Petit_Léa");
    expect(names).toContain("Petit_Léa/Mémoire final.pdf");
    expect(names).toContain("Petit_Léa/Mémoire final (2).pdf");
    const sizes = entries
      .filter((entry) => entry.name.startsWith("Petit_Léa/Mémoire final"))
      .map((e) => e.size);
    expect(sizes.sort()).toEqual([400, 500]);
    // The browser's way: a signed link followed without a token gives the same zip from this store.
    const link = await t.as(PROF).post(`/api/assignments/${box}/download-link`, { scope: "box" });
    const viaLink = await t.as(null).get(link.json<{ url: string }>().url);
    expect(viaLink.statusCode).toBe(200);
    expect((await readZip(viaLink.rawPayload)).map((entry) => entry.name).sort()).toEqual([...names].sort());
    // Staff only: a student, another teacher, another company get nothing.
    expect((await t.as(STUDENT).get(`/api/assignments/${box}/zip`)).statusCode).toBe(403);
    expect((await t.as(t.fixture.otherTeacher.email).get(`/api/assignments/${box}/zip`)).statusCode).toBe(
      404,
    );
    expect((await t.as("prof@horizon.example").get(`/api/assignments/${box}/zip`)).statusCode).toBe(404);
  });
});
