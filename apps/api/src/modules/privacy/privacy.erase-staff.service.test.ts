import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { ERASURE_MESSAGES } from "@campus/contracts/privacy";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountErasures,
  attendance,
  auditLog,
  authSessions,
  grades,
  messages,
  slots,
  teachers,
  users,
} from "../../db/schema/index.ts";
import { createUsers } from "../../test/factories.ts";
import { type AssignmentApp, PROF, STUDENT, startAssignmentApp } from "../../test/fixtures/assignments.ts";
import { ADMIN, blobExists, blobPath, HORIZON_ADMIN, userIdOf } from "../../test/fixtures/privacy.ts";
import { readZip } from "../../test/zip-reader.ts";

// An administrator erases a staff account (a teacher; the company super-administrator an administrator):
// preview, refusals, then the erasure; what the teacher did stays under « Compte supprimé n°… ».
const DIRECTION = "direction@ata.example";
const SECOND_ADMIN = "admin2@ata.example";
const ATTACHMENT = "ata/principal/messages/piece-du-prof.pdf";

let t: AssignmentApp;
const id = { prof: "", teacher: "", admin: "", secondAdmin: "", student: "", operator: "" };
let profToken = "";

const url = (userId: string) => `/api/privacy/accounts/${userId}/erasure`;

beforeAll(async () => {
  t = await startAssignmentApp();
  const { db } = t.database;
  const { studentId, slotId, evaluationId } = t.fixture;
  id.prof = await userIdOf(t, PROF);
  id.admin = await userIdOf(t, ADMIN);
  id.student = await userIdOf(t, STUDENT);
  id.operator = await userIdOf(t, "superadmin@plateforme.example");
  const [teacher] = await db.select().from(teachers).where(eq(teachers.userId, id.prof));
  id.teacher = teacher?.id ?? "";
  [id.secondAdmin = ""] = await createUsers(db, [
    { companyId: "ata", email: SECOND_ADMIN, roles: ["admin"], firstname: "Alice", lastname: "Second" },
  ]);
  // The teacher ran the slot, marked the attendance, gave the grade, and wrote with an attachment.
  await db.update(slots).set({ teacherId: id.teacher }).where(eq(slots.id, slotId));
  await db
    .insert(attendance)
    .values({ companyId: "ata", slotId, studentId, status: "present", markedBy: id.prof });
  await db.insert(grades).values({ companyId: "ata", evaluationId, studentId, value: 14, gradedBy: id.prof });
  const sent = await t
    .as(PROF)
    .post(`/api/conversations/with/${id.student}/messages`, { text: "Texte du prof." });
  expect(sent.statusCode).toBeLessThan(300);
  await mkdir(path.dirname(blobPath(t, ATTACHMENT)), { recursive: true });
  await writeFile(blobPath(t, ATTACHMENT), "%PDF-1.4 pièce");
  await db
    .update(messages)
    .set({
      attachmentKey: ATTACHMENT,
      attachmentName: "piece.pdf",
      attachmentType: "application/pdf",
      attachmentSize: 14,
    })
    .where(eq(messages.authorId, id.prof));
  profToken = await t.signIn(PROF);
});
afterAll(() => t.close());

describe("erasing a staff account: who may", () => {
  it("refuses oneself (409), an administrator's by an administrator (403), a teacher caller (403)", async () => {
    const self = await t.as(ADMIN).post(url(id.admin), { confirm: true });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(ERASURE_MESSAGES.cannotEraseSelf);
    expect((await t.as(ADMIN).get(url(id.secondAdmin))).statusCode).toBe(403);
    expect((await t.as(ADMIN).post(url(id.secondAdmin), { confirm: true })).statusCode).toBe(403);
    expect((await t.as(PROF).get(url(id.prof))).statusCode).toBe(403);
    expect((await t.as(PROF).post(url(id.admin), { confirm: true })).statusCode).toBe(403);
  });

  it("answers 404 for another company's or the platform's accounts, and sends a student's to their record", async () => {
    expect((await t.as(HORIZON_ADMIN).get(url(id.prof))).statusCode).toBe(404);
    expect((await t.as(HORIZON_ADMIN).post(url(id.prof), { confirm: true })).statusCode).toBe(404);
    expect((await t.as(ADMIN).post(url(id.operator), { confirm: true })).statusCode).toBe(404);
    const student = await t.as(ADMIN).post(url(id.student), { confirm: true });
    expect(student.statusCode).toBe(409);
    expect(student.json().error.message).toBe(ERASURE_MESSAGES.studentOnlyAccount);
  });

  it("refuses bad input with a French message and changes nothing", async () => {
    const bad = await t.as(ADMIN).get(url("pas-un-identifiant"));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("Identifiant de compte invalide");
    expect((await t.as(ADMIN).post(url(id.prof), { confirm: false })).statusCode).toBe(400);
    expect((await t.as(ADMIN).post(url(id.prof), {})).statusCode).toBe(400);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, id.prof));
    expect(account?.disabled).toBe(false);
  });
});

describe("erasing a teacher", () => {
  it("previews what goes and what stays, and why, without changing anything", async () => {
    const response = await t.as(ADMIN).get(url(id.prof));
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({ id: id.prof, isErased: false, pseudonym: null });
    expect(preview.deleted).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: "Pièces jointes des messages envoyés", count: 1 }),
        expect.objectContaining({
          label: "Sessions et historique des connexions",
          count: expect.any(Number),
        }),
      ]),
    );
    const sessions = preview.deleted.find((line: { label: string }) => line.label.startsWith("Sessions"));
    expect(sessions.count).toBeGreaterThan(0);
    expect(preview.kept).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          label: "Séances animées",
          count: 1,
          reason: expect.stringContaining("financeurs"),
        }),
        expect.objectContaining({ label: "Présences saisies et signatures d'émargement", count: 1 }),
        expect.objectContaining({ label: "Notes et corrections données", count: 1 }),
        expect.objectContaining({ label: "Texte des messages écrits", count: 1 }),
      ]),
    );
    expect(await blobExists(t, ATTACHMENT)).toBe(true);
  });

  it("erases: no sign-in, sessions refused, pseudonym on the account and the teacher record, blobs removed", async () => {
    const { db } = t.database;
    const response = await t.as(ADMIN).post(url(id.prof), { confirm: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ pseudonym: "Compte supprimé n°1", filesRemoved: 1 });

    const [account] = await db.select().from(users).where(eq(users.id, id.prof));
    expect(account).toMatchObject({ displayName: "Compte supprimé n°1", disabled: true, phoneNumber: null });
    expect(account?.email).not.toContain("ata.example");
    const [teacher] = await db.select().from(teachers).where(eq(teachers.id, id.teacher));
    expect(teacher).toMatchObject({
      firstname: "Compte",
      lastname: "supprimé n°1",
      phone: null,
      externalId: null,
    });
    expect(teacher?.email).not.toContain("ata.example");

    expect(await db.select().from(authSessions).where(eq(authSessions.userId, id.prof))).toEqual([]);
    expect((await t.as({ token: profToken }).get("/api/auth/me")).statusCode).toBe(401);
    expect((await t.loginAttempt(PROF, "Demo2026!")).statusCode).toBeGreaterThanOrEqual(400);
    expect(await blobExists(t, ATTACHMENT)).toBe(false);

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id.prof), eq(auditLog.action, "erase")));
    expect(audits).toHaveLength(1);
    expect(
      JSON.stringify(await db.select().from(auditLog).where(eq(auditLog.entityId, id.teacher))),
    ).not.toContain("prof@ata.example");
  });

  it("keeps the slots, grades, attendance and messages, naming the pseudonym", async () => {
    const { db } = t.database;
    const slot = await t.as(ADMIN).get(`/api/slots/${t.fixture.slotId}`);
    expect(slot.statusCode).toBe(200);
    expect(slot.json().teacher).toMatchObject({ id: id.teacher, name: "Compte supprimé n°1" });
    const kept = await db
      .select({ value: grades.value, grader: users.displayName })
      .from(grades)
      .innerJoin(users, eq(users.id, grades.gradedBy))
      .where(eq(grades.studentId, t.fixture.studentId));
    expect(kept).toEqual([{ value: 14, grader: "Compte supprimé n°1" }]);
    expect(await db.select().from(attendance).where(eq(attendance.markedBy, id.prof))).toHaveLength(1);
    const thread = await t.as(STUDENT).get(`/api/conversations/with/${id.prof}/messages`);
    expect(thread.statusCode).toBe(200);
    expect(thread.body).toContain("Texte du prof.");
    expect(thread.body).not.toContain("piece.pdf");
  });

  it("shows the pseudonym in the account's export", async () => {
    const response = await t.as(ADMIN).get(`/api/privacy/accounts/${id.prof}/export`);
    expect(response.statusCode).toBe(200);
    const zip = await readZip(response.rawPayload);
    const account = JSON.parse(zip.get("compte.json")?.toString("utf8") ?? "null")[0];
    expect(account).toMatchObject({ displayName: "Compte supprimé n°1", firstname: "Compte" });
    expect(JSON.stringify(account)).not.toContain("prof@ata.example");
  });

  it("finishes a half-done job when run again, with the same pseudonym", async () => {
    const { db } = t.database;
    const leftOver = "ata/principal/left-over-staff.bin";
    await writeFile(blobPath(t, leftOver), "reste");
    await db
      .update(accountErasures)
      .set({ blobsRemovedAt: null, blobKeys: [leftOver] })
      .where(eq(accountErasures.userId, id.prof));
    const preview = (await t.as(ADMIN).get(url(id.prof))).json();
    expect(preview).toMatchObject({ isErased: true, pseudonym: "Compte supprimé n°1" });
    const again = await t.as(ADMIN).post(url(id.prof), { confirm: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ pseudonym: "Compte supprimé n°1", filesRemoved: 1 });
    expect(await blobExists(t, leftOver)).toBe(false);
    const [row] = await db.select().from(accountErasures).where(eq(accountErasures.userId, id.prof));
    expect(row?.blobsRemovedAt).not.toBeNull();
    const erasures = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id.prof), eq(auditLog.action, "erase")));
    expect(erasures).toHaveLength(1);
  });
});

describe("erasing an administrator", () => {
  it("is the company super-administrator's: the next number of the company", async () => {
    const preview = await t.as(DIRECTION).get(url(id.secondAdmin));
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ name: "Alice Second", isErased: false });
    const labels = preview.json().kept.map((line: { label: string }) => line.label);
    expect(labels).not.toContain("Séances animées");
    const response = await t.as(DIRECTION).post(url(id.secondAdmin), { confirm: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ pseudonym: "Compte supprimé n°2", filesRemoved: 0 });
    expect((await t.loginAttempt(SECOND_ADMIN, "Demo2026!")).statusCode).toBeGreaterThanOrEqual(400);
    const profile = await t.as(DIRECTION).get(`/api/administrators/${id.secondAdmin}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ displayName: "Compte supprimé n°2" });
  });
});
