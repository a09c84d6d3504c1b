import { createHash } from "node:crypto";
import type { Db } from "../db/client.ts";
import { assignmentBoxes, assignmentFiles, assignmentSubmissions } from "../db/schema/index.ts";
import { findDemoSharedCourse } from "./demo-courses.ts";

const DAY = 24 * 3_600_000;

/** A stable UUID for a demo record. */
function demoId(...parts: string[]): string {
  const hex = createHash("sha1")
    .update(`campus-demo-assignments:${parts.join(":")}`)
    .digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The text of the demo student's handed-in file (written to the blob store at start-up, see DEMO_FILES). */
export const DEMO_REPORT =
  "Compte rendu de TP\n\nObjectifs atteints : mise en page, styles, table des matières.\n";

/** Blob keys of the demo files, under the demo's own prefix. */
export const demoBlobKey = (companyId: string) => `${companyId}/principal/assignments/demo/compte-rendu.txt`;

/**
 * Two boxes on a course the demo teacher gives to the demo student, in each company: one open with
 * the demo student's submission, one due later. Idempotent (fixed ids, on conflict nothing).
 */
export async function seedAssignments(db: Db, now: Date = new Date()): Promise<void> {
  for (const companyId of ["ata", "horizon"]) {
    const pair = await findDemoSharedCourse(db, companyId);
    if (!pair) continue;
    const report = demoId(companyId, "report");
    const project = demoId(companyId, "project");
    await db
      .insert(assignmentBoxes)
      .values([
        {
          id: report,
          companyId,
          courseId: pair.courseId,
          title: "Compte rendu de TP",
          instructions:
            "<p>Rendez votre <strong>compte rendu</strong> du TP en PDF ou en texte.</p><ul><li>2 pages au plus</li><li>Nommez le fichier avec votre nom</li></ul>",
          opensAt: new Date(now.getTime() - 3 * DAY),
          dueAt: new Date(now.getTime() + 7 * DAY),
          allowLate: true,
          acceptedKinds: ["pdf", "text", "image"],
          maxFileBytes: 20 * 1024 * 1024,
          maxFiles: 3,
        },
        {
          id: project,
          companyId,
          courseId: pair.courseId,
          title: "Projet final",
          instructions: "<p>Déposez l'archive de votre projet et sa présentation.</p>",
          opensAt: new Date(now.getTime() - DAY),
          dueAt: new Date(now.getTime() + 21 * DAY),
          allowLate: false,
          acceptedKinds: ["pdf", "office", "zip"],
          maxFileBytes: 100 * 1024 * 1024,
          maxFiles: 5,
        },
      ])
      .onConflictDoNothing();
    const submittedAt = new Date(now.getTime() - DAY);
    await db
      .insert(assignmentSubmissions)
      .values({ boxId: report, studentId: pair.studentId, companyId, submittedAt })
      .onConflictDoNothing();
    await db
      .insert(assignmentFiles)
      .values({
        id: demoId(companyId, "report-file"),
        companyId,
        boxId: report,
        studentId: pair.studentId,
        role: "submission",
        uploadId: "demo-seed",
        blobKey: demoBlobKey(companyId),
        name: "compte-rendu.txt",
        size: Buffer.byteLength(DEMO_REPORT),
        contentType: "text/plain; charset=utf-8",
        createdAt: submittedAt,
      })
      .onConflictDoNothing();
  }
}
