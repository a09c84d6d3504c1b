// The stored files the storage-fault tests stream: an assignment box of the assignments fixture with
// three handed-in PDFs (two students), a slot attachment, a message's attachment, and the addresses of
// the routes that stream them. Imported by the *.test.ts files only.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { companies } from "../db/schema/index.ts";
import { checkStoredFiles } from "../modules/files/files.check.service.ts";
import { loadSharp } from "../platform/heavy-modules.ts";
import type { FaultApp } from "./fault-app.ts";
import { assignmentFixture, boxBody, PROF, pdfOf, STUDENT, T0 } from "./fixtures/assignments.ts";
import { multipartFile } from "./fixtures/teaching.ts";

export type ScenarioApp = FaultApp<Awaited<ReturnType<typeof assignmentFixture>>>;
export { assignmentFixture, PROF, STUDENT };

/** The fixture's clock: boxes open around T0. */
export const fixedClock = { now: () => T0 };

export const FILES = {
  rapport: pdfOf(300 * 1024, 0x41),
  annexe: pdfOf(40 * 1024, 0x42),
  travail: pdfOf(100 * 1024, 0x43),
  support: pdfOf(120 * 1024, 0x44),
  jointe: pdfOf(90 * 1024, 0x45),
  /** A 1×1 PNG then filler after its end: stored and served by its bytes, never decoded. */
  image: Buffer.concat([
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    ),
    Buffer.alloc(80 * 1024, 0x46),
  ]),
  /** An MP4 header (ftyp box) then filler. */
  video: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypmp42"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("mp42isom"),
    Buffer.alloc(200 * 1024, 0x47),
  ]),
};

/** Posts one file as `email` to `pathname` (multipart, field « file »). */
export async function upload(t: ScenarioApp, email: string, pathname: string, name: string, bytes: Buffer) {
  const { payload, headers } = multipartFile(name, bytes);
  return t.fetch(pathname, { as: email, method: "POST", headers, body: payload });
}

async function expectStatus(response: Response, status: number) {
  if (response.status !== status) throw new Error(`${response.status} ${await response.text()}`);
  return response;
}

/** Seeds the box, its files and the slot's attachment; answers the routes that stream them. */
export async function seedScenario(t: ScenarioApp) {
  const created = await t.fetch("/api/assignments", {
    as: PROF,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(boxBody(t.fixture.courseId)),
  });
  const boxId = ((await (await expectStatus(created, 201)).json()) as { id: string }).id;
  const handedIn = async (email: string, name: string, bytes: Buffer) => {
    const response = await upload(t, email, `/api/assignments/${boxId}/files`, name, bytes);
    return ((await (await expectStatus(response, 201)).json()) as { id: string }).id;
  };
  const rapport = await handedIn(STUDENT, "rapport.pdf", FILES.rapport);
  await handedIn(STUDENT, "annexe.pdf", FILES.annexe);
  await handedIn(t.fixture.other.email, "travail.pdf", FILES.travail);
  const slotUpload = await upload(
    t,
    PROF,
    `/api/slots/${t.fixture.slotId}/files`,
    "support.pdf",
    FILES.support,
  );
  const support = ((await (await expectStatus(slotUpload, 201)).json()) as { id: string }).id;
  // A message's attachment, from the student to the teacher.
  const me = await t.fetch("/api/auth/me", { as: PROF });
  const profUserId = ((await (await expectStatus(me, 200)).json()) as { id: string }).id;
  const attachment = await upload(
    t,
    STUDENT,
    `/api/conversations/with/${profUserId}/attachments`,
    "jointe.pdf",
    FILES.jointe,
  );
  const message = ((await (await expectStatus(attachment, 201)).json()) as { id: string }).id;
  // A chapter's image and a replay's video, each read through a signed link.
  await t.database.db
    .update(companies)
    .set({ features: sql`${companies.features} || '{"writtenCourses": true}'::jsonb` })
    .where(eq(companies.id, "ata"));
  const image = await upload(
    t,
    PROF,
    `/api/courses/${t.fixture.courseId}/content-images`,
    "schema.png",
    FILES.image,
  );
  const imageUrl = new URL(((await (await expectStatus(image, 201)).json()) as { url: string }).url, t.url);
  const replay = await t.fetch(`/api/courses/${t.fixture.courseId}/replays`, {
    as: PROF,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ title: "Séance filmée" }),
  });
  const replayId = ((await (await expectStatus(replay, 201)).json()) as { id: string }).id;
  const video = await upload(t, PROF, `/api/replays/${replayId}/video`, "cours.mp4", FILES.video);
  const videoUrl = new URL(
    ((await (await expectStatus(video, 200)).json()) as { file: { url: string } }).file.url,
    t.url,
  );
  // A profile photo and the company's logo: re-encoded by the server, so their bytes are read back.
  const picture = await noiseImage();
  const photo = await upload(t, STUDENT, "/api/profile/photo", "moi.png", picture);
  const photoUrl = ((await (await expectStatus(photo, 200)).json()) as { photoUrl: string }).photoUrl;
  const logo = await upload(t, "direction@ata.example", "/api/company/logo", "logo.png", picture);
  const logoUrl = ((await (await expectStatus(logo, 200)).json()) as { logoUrl: string }).logoUrl;
  const served = async (path: string) => Buffer.from(await (await t.fetch(path, { as: PROF })).arrayBuffer());
  const link = await t.fetch(`/api/assignments/${boxId}/download-link`, {
    as: PROF,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ scope: "file", fileId: rapport }),
  });
  const signedFile = new URL(((await (await expectStatus(link, 200)).json()) as { url: string }).url, t.url);
  const boxLink = await t.fetch(`/api/assignments/${boxId}/download-link`, {
    as: PROF,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ scope: "box" }),
  });
  const signedBox = new URL(
    ((await (await expectStatus(boxLink, 200)).json()) as { url: string }).url,
    t.url,
  );
  return {
    boxId,
    /** The handed-in `rapport.pdf`'s id. */
    rapportId: rapport,
    /** Routes answering one file (`rapport.pdf`, the slot's `support.pdf`, the message's `jointe.pdf`), with its bytes. */
    singleFiles: [
      {
        route: "GET /api/assignments/:id/files/:fileId",
        path: `/api/assignments/${boxId}/files/${rapport}`,
        bytes: FILES.rapport,
        key: "rapport.pdf",
      },
      {
        route: "GET /api/assignments/:id/download (lien signé, fichier)",
        path: signedFile.pathname + signedFile.search,
        bytes: FILES.rapport,
        key: "rapport.pdf",
        anonymous: true,
      },
      {
        route: "GET /api/slots/:id/files/:fileId",
        path: `/api/slots/${t.fixture.slotId}/files/${support}`,
        bytes: FILES.support,
        key: "support.pdf",
      },
      {
        route: "GET /api/messages/:id/attachment",
        path: `/api/messages/${message}/attachment`,
        bytes: FILES.jointe,
        key: "jointe.pdf",
      },
      {
        route: "GET /api/content-images/:id (lien signé)",
        path: imageUrl.pathname + imageUrl.search,
        bytes: FILES.image,
        key: "schema.png",
        anonymous: true,
      },
      {
        route: "GET /api/replays/:id/video (lien signé)",
        path: videoUrl.pathname + videoUrl.search,
        bytes: FILES.video,
        key: "cours.mp4",
        anonymous: true,
      },
      { route: "GET /api/photos/:userId/:file", path: photoUrl, bytes: await served(photoUrl), key: "photo" },
      {
        route: "GET /api/branding/:companyId/logo/:file",
        path: logoUrl,
        bytes: await served(logoUrl),
        key: "logo",
        anonymous: true,
      },
    ],
    /** Routes answering a zip that holds `rapport.pdf`, and the folder it is in. */
    zips: [
      { route: "GET /api/assignments/:id/zip", path: `/api/assignments/${boxId}/zip`, files: 3 },
      {
        route: "GET /api/assignments/:id/students/:studentId/zip",
        path: `/api/assignments/${boxId}/students/${t.fixture.studentId}/zip`,
        files: 2,
      },
      {
        route: "GET /api/assignments/:id/download (lien signé, boîte)",
        path: signedBox.pathname + signedBox.search,
        files: 3,
        anonymous: true,
      },
    ],
  };
}

/** A 512×512 PNG of noise: its re-encoded photo and logo stay large enough to fail in the middle. */
export async function noiseImage(): Promise<Buffer> {
  const sharp = await loadSharp();
  const pixels = Buffer.alloc(512 * 512 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: 512, height: 512, channels: 3 } })
    .png()
    .toBuffer();
}

/** The whole body, or the error a client sees when the response is cut short. */
export async function download(
  t: ScenarioApp,
  path: string,
  init: { as?: string; headers?: Record<string, string> } = {},
) {
  const response = await t.fetch(path, init);
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** The server still answers, and every blob stream it opened is closed again (within a second). */
export async function expectHealthyAndReleased(t: ScenarioApp) {
  const health = await fetch(`${t.url}/api/health`);
  expect(health.status).toBe(200);
  const deadline = Date.now() + 1000;
  while (t.blobs.openStreams > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(t.blobs.openStreams).toBe(0);
}

/** Nothing half-written: every row has its file and every file its row. */
export async function expectNoHalfWrittenFiles(t: ScenarioApp, label?: string) {
  const report = await checkStoredFiles(
    { db: t.database.db, blobs: t.blobs },
    { mark: false, removeOrphans: false, now: new Date() },
  );
  expect(report.companies, label).toEqual([]);
}

/** The heap after a full collection, in bytes. */
export function collectedHeap(): number {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}
