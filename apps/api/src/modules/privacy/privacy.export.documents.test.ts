import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceSignatures, auditLog, messages } from "../../db/schema/index.ts";
import { type AssignmentApp, PROF, pdfOf, STUDENT } from "../../test/fixtures/assignments.ts";
import {
  ADMIN,
  HORIZON_ADMIN,
  zipJson as json,
  startPrivacyApp,
  userIdOf,
} from "../../test/fixtures/privacy.ts";
import { multipartFile } from "../../test/fixtures/teaching.ts";
import { readZip } from "../../test/zip-reader.ts";

// « Mes données »: the person's own copy, an administrator's copy of a student, and another company's 404.

let t: AssignmentApp;
let profUserId = "";

/** A signature as the check-in keeps it (any bytes will do here: the zip carries them as they are). */
const SIGNATURE = Buffer.from("89504e470d0a1a0a-signature-de-test");

beforeAll(async () => {
  t = await startPrivacyApp({
    grade: { value: 15.5, comment: "Bien" },
    handIn: { name: "rapport.pdf", size: 2048 },
  });
  const { db } = t.database;
  const { studentId, slotId } = t.fixture;
  const studentUserId = await userIdOf(t, STUDENT);
  await db.insert(attendanceSignatures).values({
    companyId: "ata",
    slotId,
    studentId,
    signedBy: studentUserId,
    via: "phone",
    png: SIGNATURE,
    signedAt: new Date("2026-03-02T08:03:00.000Z"),
  });
  profUserId = await userIdOf(t, PROF);
  const sent = await t
    .as(STUDENT)
    .post(`/api/conversations/with/${profUserId}/messages`, { text: "Bonjour, voici mon rapport." });
  expect(sent.statusCode).toBeLessThan(300);
  const reply = await t
    .as(PROF)
    .post(`/api/conversations/with/${studentUserId}/messages`, { text: "Merci, bien reçu." });
  expect(reply.statusCode).toBeLessThan(300);
  const file = multipartFile("consignes.pdf", pdfOf(1500), "application/pdf");
  const attached = await t.app.inject({
    method: "POST",
    url: `/api/conversations/with/${studentUserId}/attachments`,
    headers: { authorization: `Bearer ${await t.signIn(PROF)}`, ...file.headers },
    payload: file.payload,
  });
  expect(attached.statusCode).toBeLessThan(300);
});
afterAll(() => t.close());

describe("« Mes données »", () => {
  it("gives the person a zip with a PDF summary, one JSON file per section and their hand-ins", async () => {
    const response = await t.as(STUDENT).get("/api/profile/data-export");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("zip");
    expect(response.headers["content-disposition"]).toContain("mes-donnees-");
    const zip = await readZip(response.rawPayload);
    const parser = new PDFParse({ data: zip.get("resume.pdf") ?? Buffer.alloc(0) });
    const summary = (await parser.getText()).text.replace(/\s+/g, " ");
    await parser.destroy();
    expect(summary).toContain("Copie des données personnelles");
    expect(summary).toContain(`E-mail : ${STUDENT}`);
    expect(summary).toContain("Notes notes.json 1");
    expect(summary).toContain("3 fichiers joints");
    expect(json(zip, "compte.json")[0]).toMatchObject({ email: STUDENT });
    expect(json(zip, "compte.json")[0]).not.toHaveProperty("passwordHash");
    expect(json(zip, "dossier-apprenant.json")[0]).toMatchObject({ studentNumber: "ATA-2026-0001" });
    expect(json(zip, "inscriptions.json")).toBeInstanceOf(Array);
    expect(json(zip, "seances-suivies.json")).toEqual([
      expect.objectContaining({ course: "Bureautique avancée", status: "present", room: "B12" }),
    ]);
    expect(json(zip, "presences.json")).toEqual([
      expect.objectContaining({ signedVia: "phone", signedAt: "2026-03-02T08:03:00.000Z" }),
    ]);
    const signatures = [...zip.keys()].filter((path) => path.startsWith("signatures/"));
    expect(signatures).toEqual(["signatures/2026-03-02 09h03 Bureautique avancée.png"]);
    expect(zip.get(signatures[0] ?? "")).toEqual(SIGNATURE);
    expect(json(zip, "notes.json")).toEqual([expect.objectContaining({ value: 15.5, comment: "Bien" })]);
    expect(json(zip, "devoirs.json")).toEqual([
      expect.objectContaining({
        box: "Compte rendu",
        files: [expect.objectContaining({ name: "rapport.pdf" })],
      }),
    ]);
    const messages = json(zip, "messages.json");
    expect(messages).toHaveLength(3);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ attachmentName: "consignes.pdf", isWrittenByMe: false }),
        expect.objectContaining({ body: "Bonjour, voici mon rapport.", isWrittenByMe: true }),
        expect.objectContaining({ body: "Merci, bien reçu.", isWrittenByMe: false }),
      ]),
    );
    expect(json(zip, "connexions.json").length).toBeGreaterThan(0);
    expect(json(zip, "connexions.json")[0]).not.toHaveProperty("tokenHash");
    expect(json(zip, "chapitres-lus.json")).toEqual([]);
    expect(json(zip, "temps.json")).toEqual([]);
    expect(zip.get("devoirs/Compte rendu/rendus/rapport.pdf")?.length).toBe(2048);
    // The file the teacher sent them, among those they received.
    const received = [...zip.keys()].filter((path) => path.startsWith("messages/recus/"));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^messages\/recus\/\d{4}-\d{2}-\d{2} \d{2}h\d{2} consignes\.pdf$/);
    expect(
      zip
        .get(received[0] ?? "")
        ?.subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(zip.get(received[0] ?? "")?.length).toBe(1500);
    expect([...zip.keys()].some((path) => path.startsWith("messages/envoyes/"))).toBe(false);
  });

  it("lets an administrator produce the same copy of a student of the company, audited", async () => {
    const response = await t.as(ADMIN).get(`/api/privacy/students/${t.fixture.studentId}/export`);
    expect(response.statusCode).toBe(200);
    const zip = await readZip(response.rawPayload);
    expect(json(zip, "notes.json")).toHaveLength(1);
    expect(json(zip, "journal.json")).toBeInstanceOf(Array);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, t.fixture.studentId));
    expect(audits.map((row) => row.action)).toContain("export");
  });

  it("answers 404 for another company's student, and refuses a teacher or a student", async () => {
    expect(
      (await t.as(HORIZON_ADMIN).get(`/api/privacy/students/${t.fixture.studentId}/export`)).statusCode,
    ).toBe(404);
    expect((await t.as(PROF).get(`/api/privacy/students/${t.fixture.studentId}/export`)).statusCode).toBe(
      403,
    );
    expect((await t.as(STUDENT).get(`/api/privacy/students/${t.fixture.studentId}/export`)).statusCode).toBe(
      403,
    );
    expect((await t.as(null).get("/api/profile/data-export")).statusCode).toBe(401);
  });

  it("lets an administrator produce the copy of any account of the company, a teacher's included", async () => {
    const url = `/api/privacy/accounts/${profUserId}/export`;
    const response = await t.as(ADMIN).get(url);
    expect(response.statusCode).toBe(200);
    const zip = await readZip(response.rawPayload);
    expect(json(zip, "compte.json")[0]).toMatchObject({ email: PROF });
    expect(json(zip, "dossier-apprenant.json")).toEqual([]);
    expect(json(zip, "messages.json")).toHaveLength(3);
    const sent = [...zip.keys()].filter((path) => path.startsWith("messages/envoyes/"));
    expect(sent).toEqual([expect.stringMatching(/ consignes\.pdf$/)]);
    expect((await t.as(HORIZON_ADMIN).get(url)).statusCode).toBe(404);
    expect((await t.as(STUDENT).get(url)).statusCode).toBe(403);
  });

  it("reads a long history a page at a time, whole", async () => {
    const { db } = t.database;
    const me = await userIdOf(t, STUDENT);
    for (let i = 0; i < 3; i++) {
      await db.insert(auditLog).values(
        Array.from({ length: 400 }, (_, n) => ({
          companyId: "ata",
          actorId: me,
          action: "update",
          entity: "user",
          entityId: me,
          after: { n: i * 400 + n },
        })),
      );
    }
    // Messages sharing one instant, more than a page of them: the keyset walks them by id, none twice.
    const [thread] = await db.select({ id: messages.conversationId }).from(messages).limit(1);
    const sameInstant = new Date("2031-03-05T10:00:00.000Z");
    await db.insert(messages).values(
      Array.from({ length: 1100 }, (_, n) => ({
        companyId: "ata",
        conversationId: thread?.id ?? "",
        authorId: me,
        body: `Lot ${n}`,
        createdAt: sameInstant,
      })),
    );
    const zip = await readZip((await t.as(STUDENT).get("/api/profile/data-export")).rawPayload);
    const bodies = json(zip, "messages.json").map((row: { body: string }) => row.body);
    expect(bodies).toHaveLength(1103);
    expect(new Set(bodies).size).toBe(1103);
    expect(json(zip, "messages.json")[0]).not.toHaveProperty("cursor");
    const entries = json(zip, "journal.json").filter(
      (row: { after: { n?: number } | null }) => row.after?.n !== undefined,
    );
    expect(entries.map((row: { after: { n: number } }) => row.after.n)).toEqual(
      Array.from({ length: 1200 }, (_, n) => n),
    );
  });
});
