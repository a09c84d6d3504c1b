import { ERROR_CODES } from "@campus/contracts/errors";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { type Scenario, useScenarioApp } from "../test/scenario-app.ts";
import {
  collectedHeap,
  download,
  expectNoHalfWrittenFiles,
  FILES,
  noiseImage,
  PROF,
  type ScenarioApp,
  STUDENT,
  upload,
} from "../test/storage-scenario.ts";
import { readZip } from "../test/zip-reader.ts";
import { ZIP_README } from "./blob-zip.ts";

// Every route that streams stored files, against each fault of the local store (missing file,
// unreadable file, read error in the middle, slow reads) and of the database (connection cut):
// the answer, the server still answering, the streams released, nothing half-written, memory back.

let t: ScenarioApp;
let scenario: Scenario;
let heapBefore = 0;

useScenarioApp((started) => ({ t, scenario } = started));
beforeAll(() => {
  heapBefore = collectedHeap();
});

const ADMIN = "admin@ata.example";
/** Every stored file but the zips' two others: each single-file route's own, and the zips' rapport.pdf. */
const onlyRapport = (key: string) => !key.endsWith("annexe.pdf") && !key.endsWith("travail.pdf");
const as = (route: { anonymous?: boolean }) => (route.anonymous ? {} : { as: PROF });

describe("one stored file", () => {
  it("missing from the store: 404 with the catalogue's message, whole range or part", async () => {
    t.blobs.inject({ kind: "missing" }, onlyRapport);
    for (const route of scenario.singleFiles) {
      for (const headers of [{}, { range: "bytes=100-199" }] as Record<string, string>[]) {
        const answer = await download(t, route.path, { ...as(route), headers });
        expect(answer.status, route.route).toBe(404);
        expect(JSON.parse(answer.body.toString())).toEqual({
          error: { code: "FILE_MISSING", message: ERROR_CODES.FILE_MISSING.message },
        });
      }
    }
    // The page asks for a signed link first: refused with the same message, which it shows.
    const link = await t.fetch(`/api/assignments/${scenario.boxId}/download-link`, {
      as: PROF,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ scope: "file", fileId: scenario.rapportId }),
    });
    expect(link.status).toBe(404);
    expect((await link.json()).error.message).toBe(ERROR_CODES.FILE_MISSING.message);
  });

  it("unreadable (the store refuses to open it): 500, nothing of the file sent", async () => {
    t.blobs.inject({ kind: "open-error" }, onlyRapport);
    for (const route of scenario.singleFiles) {
      const answer = await download(t, route.path, as(route));
      expect(answer.status, route.route).toBe(500);
      expect(JSON.parse(answer.body.toString()).error.code).toBe("INTERNAL");
    }
  });

  it("failing in the middle of its bytes: the client's download fails, never a shorter file as whole", async () => {
    for (const route of scenario.singleFiles) {
      // Past the headers, before the end: 50 KB in, or half-way through a smaller file.
      t.blobs.inject(
        { kind: "read-error", afterBytes: Math.min(50_000, route.bytes.length >> 1) },
        onlyRapport,
      );
      await expect(download(t, route.path, as(route)), route.route).rejects.toThrow();
      await expect(
        download(t, route.path, { ...as(route), headers: { range: "bytes=10000-99999" } }),
        route.route,
      ).rejects.toThrow();
    }
  });

  it("slow to read: whole and exact, while the server answers others before it ends", async () => {
    // A pause of 10 ms every 4 KB: a server waiting on the slow file would answer /api/health after it.
    // Both slow down together on a loaded machine, so the order holds where a time limit did not.
    t.blobs.inject({ kind: "slow", delayMs: 10, chunkBytes: 4 * 1024 }, onlyRapport);
    for (const route of scenario.singleFiles) {
      let finished = false;
      const pending = download(t, route.path, as(route)).finally(() => {
        finished = true;
      });
      expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
      expect(finished, `${route.route}: /api/health answered after the slow file`).toBe(false);
      const answer = await pending;
      expect(answer.status, route.route).toBe(200);
      expect(answer.body.equals(route.bytes), route.route).toBe(true);
    }
  });

  it("database cut: 500 before any byte, and the server serves again once it is back", async () => {
    await t.db.cut();
    for (const route of scenario.singleFiles) {
      const answer = await download(t, route.path, as(route));
      expect(answer.status, route.route).toBe(500);
    }
    t.db.restore();
    const answer = await download(t, scenario.singleFiles[0]?.path ?? "", { as: PROF });
    expect(answer.body.equals(FILES.rapport)).toBe(true);
  });
});

describe("a zip of stored files", () => {
  it("a missing file is left out and listed in LISEZ-MOI.txt; the zip is whole", async () => {
    t.blobs.inject({ kind: "missing" }, onlyRapport);
    for (const route of scenario.zips) {
      const answer = await download(t, route.path, as(route));
      expect(answer.status, route.route).toBe(200);
      const entries = await readZip(answer.body);
      const names = [...entries.keys()];
      expect(names.filter((name) => name.endsWith(".pdf"))).toHaveLength(route.files - 1);
      expect(names.some((name) => name.endsWith("rapport.pdf"))).toBe(false);
      const readme = entries.get(ZIP_README)?.toString() ?? "";
      expect(readme).toMatch(/fichier introuvable : [^/\r\n]+\/rapport\.pdf/);
      const annexe = [...entries].find(([name]) => name.endsWith("annexe.pdf"))?.[1];
      expect(annexe?.equals(FILES.annexe)).toBe(true);
    }
  });

  it("an unreadable file is left out and listed as such", async () => {
    t.blobs.inject({ kind: "open-error" }, onlyRapport);
    for (const route of scenario.zips) {
      const entries = await readZip((await download(t, route.path, as(route))).body);
      expect(entries.get(ZIP_README)?.toString()).toMatch(/fichier illisible : [^/\r\n]+\/rapport\.pdf/);
    }
  });

  it("a file failing in the middle of its bytes cuts the download: the client sees an error", async () => {
    t.blobs.inject({ kind: "read-error", afterBytes: 100_000 }, onlyRapport);
    for (const route of scenario.zips) {
      await expect(download(t, route.path, as(route)), route.route).rejects.toThrow();
    }
  });

  it("slow files: the zip is whole and exact", async () => {
    t.blobs.inject({ kind: "slow", delayMs: 2, chunkBytes: 32 * 1024 });
    for (const route of scenario.zips) {
      const entries = await readZip((await download(t, route.path, as(route))).body);
      expect([...entries.keys()].filter((name) => name.endsWith(".pdf"))).toHaveLength(route.files);
      expect(entries.has(ZIP_README)).toBe(false);
    }
  });

  it("database cut: 500 before any byte", async () => {
    await t.db.cut();
    for (const route of scenario.zips) expect((await download(t, route.path, as(route))).status).toBe(500);
  });
});

describe("the absences export (pages fetched while it is sent)", () => {
  it("database cut before, or in the middle: a 500 or a cut download, never a whole-looking file", async () => {
    const path = "/api/absences/export.xlsx";
    const as = { as: ADMIN };
    await t.token(ADMIN); // signed in before the cut
    await t.db.cut();
    expect((await download(t, path, as)).status).toBe(500);
    t.db.restore();
    // The count and the company pass; the first page of rows fails, once the workbook has started.
    await t.db.cut({ afterQueries: 2 });
    const cut = download(t, path, as).then(
      (answer) => answer.status,
      () => "coupé",
    );
    expect([500, "coupé"]).toContain(await cut);
    t.db.restore();
    const whole = await download(t, path, as);
    expect(whole.status).toBe(200);
  });
});

describe("uploads", () => {
  /** Every route that stores an uploaded file, with a file it accepts. */
  async function uploads() {
    const me = await t.fetch("/api/auth/me", { as: PROF });
    const profUserId = ((await me.json()) as { id: string }).id;
    const replay = await t.fetch(`/api/courses/${t.fixture.courseId}/replays`, {
      as: PROF,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "Séance sans vidéo" }),
    });
    const replayId = ((await replay.json()) as { id: string }).id;
    const picture = await noiseImage();
    const { courseId, slotId, studentId } = t.fixture;
    const box = `/api/assignments/${scenario.boxId}`;
    return [
      {
        route: "POST /api/assignments/:id/files",
        path: `${box}/files`,
        as: STUDENT,
        name: "d.pdf",
        bytes: FILES.annexe,
      },
      {
        route: "POST /api/assignments/:id/students/:studentId/feedback-file",
        path: `${box}/students/${studentId}/feedback-file`,
        as: PROF,
        name: "retour.pdf",
        bytes: FILES.annexe,
      },
      {
        route: "POST /api/slots/:id/files",
        path: `/api/slots/${slotId}/files`,
        as: PROF,
        name: "s.pdf",
        bytes: FILES.annexe,
      },
      {
        route: "POST /api/conversations/with/:userId/attachments",
        path: `/api/conversations/with/${profUserId}/attachments`,
        as: STUDENT,
        name: "pj.pdf",
        bytes: FILES.annexe,
      },
      {
        route: "POST /api/courses/:id/content-images",
        path: `/api/courses/${courseId}/content-images`,
        as: PROF,
        name: "figure.png",
        bytes: FILES.image,
      },
      {
        route: "POST /api/replays/:id/video",
        path: `/api/replays/${replayId}/video`,
        as: PROF,
        name: "v.mp4",
        bytes: FILES.video,
      },
      {
        route: "POST /api/profile/photo",
        path: "/api/profile/photo",
        as: STUDENT,
        name: "moi.png",
        bytes: picture,
      },
      {
        route: "POST /api/company/logo",
        path: "/api/company/logo",
        as: "direction@ata.example",
        name: "l.png",
        bytes: picture,
      },
      {
        route: "POST /api/companies/:id/logo",
        path: "/api/companies/ata/logo",
        as: "superadmin@plateforme.example",
        name: "l.png",
        bytes: picture,
      },
    ];
  }

  it("the store failing while writing: 500, and neither a row nor a file is kept", async () => {
    for (const route of await uploads()) {
      t.blobs.inject({ kind: "put-error" });
      expect((await upload(t, route.as, route.path, route.name, route.bytes)).status, route.route).toBe(500);
      t.blobs.heal();
      await expectNoHalfWrittenFiles(t);
    }
  });

  it("the database cut once the file is stored: 500, and the stored file is removed", async () => {
    for (const route of await uploads()) {
      t.blobs.afterPut = () => t.db.cut();
      expect((await upload(t, route.as, route.path, route.name, route.bytes)).status, route.route).toBe(500);
      t.blobs.heal();
      t.db.restore();
      await expectNoHalfWrittenFiles(t, route.route);
    }
  });
});

describe("spreadsheet imports (read from the upload, written in one transaction)", () => {
  // The commit is one transaction (one call of the database switch): a cut inside it is a cut of the whole.
  it("database cut as the file is read or committed: 500, and no account of the file is kept", async () => {
    const sample = await download(t, "/api/imports/teachers/sample?format=csv", { as: ADMIN });
    expect(sample.status).toBe(200);
    const countAccounts = async () => (await t.database.db.select({ id: users.id }).from(users)).length;
    const before = await countAccounts();
    for (const step of ["preview", "commit"]) {
      await t.db.cut();
      const answer = await upload(t, ADMIN, `/api/imports/teachers/${step}`, "profs.csv", sample.body);
      t.db.restore();
      expect(answer.status, step).toBe(500);
      expect(JSON.parse(await answer.text()).error.code).toBe("INTERNAL");
      expect(await countAccounts()).toBe(before);
    }
    // Once the database is back, the same file imports.
    const committed = await upload(t, ADMIN, "/api/imports/teachers/commit", "profs.csv", sample.body);
    expect(committed.status).toBe(200);
    expect(await countAccounts()).toBeGreaterThan(before);
  });
});

describe("the event stream", () => {
  it("database cut when it opens: the stream ends or is refused cleanly (the browser reconnects), the server goes on", async () => {
    await t.db.cut();
    const response = await t.fetch("/api/events", { as: STUDENT, headers: { "last-event-id": "1" } });
    const text = await response.text(); // resolves: the server ended the stream, or answered at once
    // PGlite's cut fails the catch-up inside the stream; PostgreSQL's fails the dedicated LISTEN
    // connection before it opens: a plain 500 of the catalogue, which the browser retries as well.
    if (response.status === 200) expect(text).toContain("retry:");
    else {
      expect(response.status).toBe(500);
      expect(JSON.parse(text).error.code).toBe("INTERNAL");
    }
    t.db.restore();
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });
});

describe("afterwards", () => {
  it("nothing half-written, and the memory went back down", async () => {
    await expectNoHalfWrittenFiles(t);
    const growth = collectedHeap() - heapBefore;
    expect(growth).toBeLessThan(32 * 1024 * 1024);
  });
});
