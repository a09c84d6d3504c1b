import { randomUUID } from "node:crypto";
import type { Student } from "@campus/contracts/students";
import type { WhitelistEntry } from "@campus/contracts/whitelist";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { auditLog, students, whitelistEntries } from "../../db/schema/index.ts";
import { addToWhitelist, createStudents, demoAccounts } from "../../test/factories.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let admin: Record<string, string>;
let direction: Record<string, string>;
let prof: Record<string, string>;
let student: Record<string, string>;
let ataStudentId: string;
let candidate: { id: string; lastname: string };

type Page = { items: WhitelistEntry[]; total: number };

/** The demo accounts, and nine distance-learning students of horizon: eight on its whitelist. */
async function fixture(db: Db) {
  await demoAccounts(db);
  const ids = await createStudents(
    db,
    Array.from({ length: 9 }, (_, i) => ({
      companyId: "horizon",
      studentNumber: `HOR-2026-${String(i + 2).padStart(4, "0")}`,
      firstname: "Camille",
      lastname: `Distance${String.fromCharCode(65 + i)}`,
      email: `distance${i}@etu.horizon.example`,
      presentiel: false,
    })),
  );
  await addToWhitelist(db, "horizon", ids.slice(0, 8));
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture });
  admin = bearer(await t.login("admin@horizon.example"));
  direction = bearer(await t.login("direction@horizon.example"));
  prof = bearer(await t.login("prof@horizon.example"));
  student = bearer(await t.login("apprenant@horizon.example"));
  const db = t.database.db;
  const [ata] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.companyId, "ata"))
    .limit(1);
  ataStudentId = ata!.id;
  const listed = new Set(
    (await db.select({ id: whitelistEntries.studentId }).from(whitelistEntries)).map((r) => r.id),
  );
  const distance = await db
    .select({ id: students.id, lastname: students.lastname })
    .from(students)
    .where(and(eq(students.companyId, "horizon"), eq(students.presentiel, false)))
    .orderBy(asc(students.studentNumber));
  candidate = distance.find((row) => !listed.has(row.id))!;
});
afterAll(() => t.close());

const inject = (method: "GET" | "POST" | "DELETE", url: string, headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

describe("the whitelist", () => {
  it("lists the company's entries with their students", async () => {
    const response = await inject("GET", "/api/whitelist?pageSize=100", admin);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page.total).toBe(8);
    expect(page.items[0]).toMatchObject({ studentNumber: expect.stringMatching(/^HOR-2026-/) });
    expect(page.items.every((item) => typeof item.addedAt === "string")).toBe(true);
  });

  it("adds a student (Ajout), once, and audits it", async () => {
    const added = await inject("POST", "/api/whitelist", admin, { studentId: candidate.id });
    expect(added.statusCode).toBe(201);
    expect(added.json<WhitelistEntry>()).toMatchObject({ studentId: candidate.id, presentiel: false });
    const again = await inject("POST", "/api/whitelist", direction, { studentId: candidate.id });
    expect(again.statusCode).toBe(200);

    const page = (await inject("GET", "/api/whitelist?pageSize=100", admin)).json<Page>();
    expect(page.total).toBe(9);
    expect(page.items.map((item) => item.studentId)).toContain(candidate.id);
    const found = (
      await inject("GET", `/api/whitelist?q=${encodeURIComponent(candidate.lastname)}`, admin)
    ).json<Page>();
    expect(found.items.map((item) => item.studentId)).toContain(candidate.id);
    // The searched count reads the students' names; the plain one only the entries.
    expect(found.total).toBe(found.items.length);
    expect(found.total).toBeLessThan(page.total);

    const profile = (await inject("GET", `/api/students/${candidate.id}`, admin)).json<
      Student & { inWhitelist: boolean }
    >();
    expect(profile).toMatchObject({ whitelisted: true, inWhitelist: true });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, candidate.id), eq(auditLog.action, "whitelist-add")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ companyId: "horizon", entity: "student" });
  });

  it("removes a student and audits it; removing again answers 404", async () => {
    const removed = await inject("DELETE", `/api/whitelist/${candidate.id}`, admin);
    expect(removed.statusCode).toBe(204);
    const page = (await inject("GET", "/api/whitelist?pageSize=100", admin)).json<Page>();
    expect(page.items.map((item) => item.studentId)).not.toContain(candidate.id);
    const profile = (await inject("GET", `/api/students/${candidate.id}`, admin)).json<Student>();
    expect(profile.whitelisted).toBe(false);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, candidate.id), eq(auditLog.action, "whitelist-remove")));
    expect(audit).toHaveLength(1);
    expect((await inject("DELETE", `/api/whitelist/${candidate.id}`, admin)).statusCode).toBe(404);
  });

  it("answers 404 for another company's student or an unknown one", async () => {
    expect((await inject("POST", "/api/whitelist", admin, { studentId: ataStudentId })).statusCode).toBe(404);
    expect((await inject("POST", "/api/whitelist", admin, { studentId: randomUUID() })).statusCode).toBe(404);
    expect((await inject("DELETE", `/api/whitelist/${ataStudentId}`, admin)).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(whitelistEntries)
      .where(eq(whitelistEntries.studentId, ataStudentId));
    expect(rows).toHaveLength(0);
  });

  it("validates the student id", async () => {
    const response = await inject("POST", "/api/whitelist", admin, { studentId: "abc" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe("studentId");
  });

  it("is for admin roles only", async () => {
    for (const headers of [prof, student]) {
      expect((await inject("GET", "/api/whitelist", headers)).statusCode).toBe(403);
      expect((await inject("POST", "/api/whitelist", headers, { studentId: candidate.id })).statusCode).toBe(
        403,
      );
      expect((await inject("DELETE", `/api/whitelist/${candidate.id}`, headers)).statusCode).toBe(403);
    }
    expect((await inject("GET", "/api/whitelist")).statusCode).toBe(401);
    expect((await inject("POST", "/api/whitelist", {}, { studentId: candidate.id })).statusCode).toBe(401);
    expect((await inject("DELETE", `/api/whitelist/${candidate.id}`)).statusCode).toBe(401);
  });
});
