import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assignmentFiles,
  attendance,
  auditLog,
  authSessions,
  grades,
  messages,
  studentErasures,
  students,
  users,
} from "../../db/schema/index.ts";
import { type AssignmentApp, PROF, STUDENT } from "../../test/fixtures/assignments.ts";
import {
  ADMIN,
  blobExists,
  HORIZON_ADMIN,
  zipJson as json,
  startPrivacyApp,
  userIdOf,
} from "../../test/fixtures/privacy.ts";
import { readZip } from "../../test/zip-reader.ts";

// An administrator erases a student: preview, then the erasure; the export shows the pseudonym; a re-run
// finishes a job a crash left half-done.

let t: AssignmentApp;
let studentUserId = "";
let profUserId = "";
let blobKey = "";

beforeAll(async () => {
  t = await startPrivacyApp({ grade: { value: 12 }, handIn: { name: "copie.pdf", size: 1024 } });
  const { db } = t.database;
  const [file] = await db
    .select()
    .from(assignmentFiles)
    .where(eq(assignmentFiles.studentId, t.fixture.studentId));
  blobKey = file?.blobKey ?? "";
  studentUserId = await userIdOf(t, STUDENT);
  profUserId = await userIdOf(t, PROF);
  await t.as(STUDENT).post(`/api/conversations/with/${profUserId}/messages`, { text: "Mon texte reste." });
});
afterAll(() => t.close());

describe("erasing a student", () => {
  it("previews what goes and what stays, and why, without changing anything", async () => {
    const response = await t.as(ADMIN).get(`/api/privacy/students/${t.fixture.studentId}/erasure`);
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({ isErased: false, pseudonym: null });
    expect(preview.deleted).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: "Fichiers des devoirs (rendus et retours)", count: 1 }),
      ]),
    );
    expect(preview.kept).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          label: "Relevés de présence",
          count: 1,
          reason: expect.stringContaining("financeurs"),
        }),
        expect.objectContaining({ label: "Notes et appréciations", count: 1 }),
        expect.objectContaining({ label: "Signatures d'émargement", count: 0 }),
      ]),
    );
    expect(await blobExists(t, blobKey)).toBe(true);
  });

  it("answers 404 for another company's student and refuses a teacher; an unconfirmed body changes nothing", async () => {
    const url = `/api/privacy/students/${t.fixture.studentId}/erasure`;
    expect((await t.as(HORIZON_ADMIN).get(url)).statusCode).toBe(404);
    expect((await t.as(HORIZON_ADMIN).post(url, { confirm: true })).statusCode).toBe(404);
    expect((await t.as(PROF).post(url, { confirm: true })).statusCode).toBe(403);
    expect((await t.as(ADMIN).post(url, { confirm: false })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(students).where(eq(students.id, t.fixture.studentId));
    expect(row?.firstname).not.toBe("Apprenant");
  });

  it("erases: account closed, sessions gone, pseudonym, files removed, proof kept, audited", async () => {
    const { db } = t.database;
    const response = await t
      .as(ADMIN)
      .post(`/api/privacy/students/${t.fixture.studentId}/erasure`, { confirm: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ pseudonym: "Apprenant supprimé n°1", filesRemoved: 1 });

    const [student] = await db.select().from(students).where(eq(students.id, t.fixture.studentId));
    expect(student).toMatchObject({ firstname: "Apprenant", lastname: "supprimé n°1", postalAddress: null });
    expect(student?.email).not.toContain("ata.example");
    const [account] = await db.select().from(users).where(eq(users.id, studentUserId));
    expect(account).toMatchObject({
      displayName: "Apprenant supprimé n°1",
      disabled: true,
      phoneNumber: null,
    });
    expect(await db.select().from(authSessions).where(eq(authSessions.userId, studentUserId))).toEqual([]);
    expect((await t.loginAttempt(STUDENT, "Demo2026!")).statusCode).toBeGreaterThanOrEqual(400);

    expect(
      await db.select().from(attendance).where(eq(attendance.studentId, t.fixture.studentId)),
    ).toHaveLength(1);
    expect(await db.select().from(grades).where(eq(grades.studentId, t.fixture.studentId))).toHaveLength(1);
    const written = await db.select().from(messages).where(eq(messages.authorId, studentUserId));
    expect(written.map((m) => m.body)).toEqual(["Mon texte reste."]);
    expect(
      await db.select().from(assignmentFiles).where(eq(assignmentFiles.studentId, t.fixture.studentId)),
    ).toEqual([]);
    expect(await blobExists(t, blobKey)).toBe(false);

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, t.fixture.studentId), eq(auditLog.action, "erase")));
    expect(audits).toHaveLength(1);
    expect(
      JSON.stringify(await db.select().from(auditLog).where(eq(auditLog.entityId, t.fixture.studentId))),
    ).not.toContain("apprenant@ata.example");
  });

  it("shows the pseudonym in the administrator's export, and the teacher sees it in the conversation", async () => {
    const zip = await readZip(
      (await t.as(ADMIN).get(`/api/privacy/students/${t.fixture.studentId}/export`)).rawPayload,
    );
    expect(json(zip, "dossier-apprenant.json")[0]).toMatchObject({
      firstname: "Apprenant",
      lastname: "supprimé n°1",
    });
    expect(json(zip, "compte.json")[0]).toMatchObject({ displayName: "Apprenant supprimé n°1" });
    expect(json(zip, "notes.json")).toHaveLength(1);
    expect(zip.get("devoirs/Compte rendu/rendus/copie.pdf")).toBeUndefined();
    const thread = await t.as(PROF).get(`/api/conversations/with/${studentUserId}/messages`);
    expect(thread.statusCode).toBe(200);
    expect(thread.body).toContain("Mon texte reste.");
    expect(thread.body).not.toContain("Léa");
  });

  it("finishes a half-done job when run again, with the same pseudonym", async () => {
    const { db } = t.database;
    // A crash after the commit: the blobs were not removed yet.
    await db
      .update(studentErasures)
      .set({ blobsRemovedAt: null, blobKeys: ["ata/principal/left-over.bin"] })
      .where(eq(studentErasures.studentId, t.fixture.studentId));
    const preview = (await t.as(ADMIN).get(`/api/privacy/students/${t.fixture.studentId}/erasure`)).json();
    expect(preview).toMatchObject({ isErased: true, pseudonym: "Apprenant supprimé n°1" });
    const again = await t
      .as(ADMIN)
      .post(`/api/privacy/students/${t.fixture.studentId}/erasure`, { confirm: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ pseudonym: "Apprenant supprimé n°1" });
    const [row] = await db
      .select()
      .from(studentErasures)
      .where(eq(studentErasures.studentId, t.fixture.studentId));
    expect(row?.blobsRemovedAt).not.toBeNull();
    const erasures = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, t.fixture.studentId), eq(auditLog.action, "erase")));
    expect(erasures).toHaveLength(1);
  });
});

describe("an erased student", () => {
  it("cannot be restored: their record stays archived and their account closed", async () => {
    const response = await t.as(ADMIN).post(`/api/students/${t.fixture.studentId}/restore`);
    expect(response.statusCode).toBeLessThan(500);
    const [student] = await t.database.db.select().from(students).where(eq(students.id, t.fixture.studentId));
    expect(student?.archivedAt).not.toBeNull();
    const [account] = await t.database.db.select().from(users).where(eq(users.id, studentUserId));
    expect(account?.disabled).toBe(true);
  });
});
