// The stored files the storage-fault tests stream: an assignment box of the assignments fixture with
// three handed-in PDFs (two students), a slot attachment, a message's attachment, and the addresses of
// the routes that stream them. Imported by the *.test.ts files only.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { expect } from "vitest";
import { checkStoredFiles } from "../modules/files/files.check.ts";
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
export async function expectNoHalfWrittenFiles(t: ScenarioApp) {
  const report = await checkStoredFiles(
    { db: t.database.db, blobs: t.blobs },
    { mark: false, removeOrphans: false, now: new Date() },
  );
  expect(report.companies).toEqual([]);
}

/** The heap after a full collection, in bytes. */
export function collectedHeap(): number {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}
