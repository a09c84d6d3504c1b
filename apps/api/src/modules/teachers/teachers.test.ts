import { randomUUID } from "node:crypto";
import type { CreateTeacherResponse, Teacher, TeacherDetail } from "@campus/contracts/teachers";
import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { auditLog, teachers, users } from "../../db/schema/index.ts";
import { createTeachers, demoAccounts } from "../../test/factories.ts";
import { createCourses, teacherRows } from "../../test/factories-school.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

/** The demo accounts (a teacher per company), six more ata teachers, two courses of ata's demo teacher. */
async function fixture(db: Db) {
  const accounts = await demoAccounts(db);
  const others = await createTeachers(db, teacherRows("ata", 6));
  await createCourses(
    db,
    ["Négociation commerciale", "Marketing digital"].map((title) => ({
      companyId: "ata",
      title,
      teacherIds: [accounts.teacherId.ata],
    })),
  );
  return { ataTeachers: 1 + others.length };
}

let t: TestApp<Awaited<ReturnType<typeof fixture>>>;
let admin: Record<string, string>;
let prof: Record<string, string>;
let student: Record<string, string>;
let horizonTeacherId: string;
beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture });
  admin = bearer(await t.login("admin@ata.example"));
  prof = bearer(await t.login("prof@ata.example"));
  student = bearer(await t.login("apprenant@ata.example"));
  const [other] = await t.database.db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.companyId, "horizon"))
    .limit(1);
  horizonTeacherId = other!.id;
});
afterAll(() => t.close());

type Page = { items: Teacher[]; total: number; page: number; pageSize: number };
const inject = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

const newTeacher = (suffix: string) => ({
  firstname: "Émilie",
  lastname: `Rolland${suffix}`,
  email: `emilie.rolland${suffix}@ata.example`,
  phone: "06 11 22 33 44",
  speciality: "Droit social",
});

describe("the teachers list", () => {
  it("pages the company's teachers, sorted by last name", async () => {
    const response = await inject("GET", "/api/teachers?page=1&pageSize=5", admin);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page.total).toBeGreaterThanOrEqual(t.fixture.ataTeachers);
    expect(page.items).toHaveLength(5);
    expect(page).toMatchObject({ page: 1, pageSize: 5 });
    // The database's collation decides the order: compare with the same ORDER BY.
    const expected = await t.database.db
      .select({ id: teachers.id })
      .from(teachers)
      .where(eq(teachers.companyId, "ata"))
      .orderBy(asc(teachers.lastname), asc(teachers.firstname), asc(teachers.id))
      .limit(5);
    expect(page.items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
  });

  it("searches by name and e-mail, accents and case ignored", async () => {
    const byName = (await inject("GET", "/api/teachers?q=BERNARD", prof)).json<Page>();
    expect(byName.items.map((item) => item.email)).toContain("prof@ata.example");
    const byEmail = (await inject("GET", "/api/teachers?q=prof%40ata", prof)).json<Page>();
    expect(byEmail.items).toHaveLength(1);
    expect(byEmail.items[0]).toMatchObject({ firstname: "Julien", lastname: "Bernard" });
  });

  it("sorts descending and refuses an unknown sort", async () => {
    const page = (await inject("GET", "/api/teachers?sort=-email&pageSize=50", admin)).json<Page>();
    const expected = await t.database.db
      .select({ id: teachers.id })
      .from(teachers)
      .where(eq(teachers.companyId, "ata"))
      .orderBy(desc(teachers.email), asc(teachers.id));
    expect(page.items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
    const bad = await inject("GET", "/api/teachers?sort=password", admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe("sort");
  });

  it("is refused to a student and to an anonymous caller", async () => {
    expect((await inject("GET", "/api/teachers", student)).statusCode).toBe(403);
    expect((await inject("GET", "/api/teachers")).statusCode).toBe(401);
  });
});

describe("a teacher's profile", () => {
  it("shows the demo teacher linked to its account, with its courses", async () => {
    const [demo] = await t.database.db.select().from(teachers).where(eq(teachers.email, "prof@ata.example"));
    const response = await inject("GET", `/api/teachers/${demo!.id}`, prof);
    expect(response.statusCode).toBe(200);
    const detail = response.json<TeacherDetail>();
    expect(detail.userId).not.toBeNull();
    expect(detail.courseCount).toBe(detail.courses.length);
  });

  it("answers 404 for another company's teacher and an unknown id, 400 for a malformed id", async () => {
    expect((await inject("GET", `/api/teachers/${horizonTeacherId}`, admin)).statusCode).toBe(404);
    expect((await inject("GET", `/api/teachers/${randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await inject("GET", "/api/teachers/pas-un-id", admin)).statusCode).toBe(400);
  });

  it("is refused to a student", async () => {
    expect((await inject("GET", `/api/teachers/${horizonTeacherId}`, student)).statusCode).toBe(403);
  });
});

describe("creating a teacher", () => {
  it("creates the profile and its account, which signs in with the default password and must change it", async () => {
    const response = await inject("POST", "/api/teachers", admin, newTeacher("1"));
    expect(response.statusCode).toBe(201);
    const body = response.json<CreateTeacherResponse>();
    expect(body.defaultPassword).toBe(t.config.defaultTeacherPassword);
    expect(body.teacher).toMatchObject({ firstname: "Émilie", lastname: "Rolland1", courseCount: 0 });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, body.teacher.userId!));
    expect(account).toMatchObject({ roles: ["teacher"], companyId: "ata", instance: "principal" });

    const token = await t.login("emilie.rolland1@ata.example", body.defaultPassword);
    const me = await inject("GET", "/api/auth/me", bearer(token));
    expect(me.json()).toMatchObject({
      firstname: "Émilie",
      roles: ["teacher"],
      companyId: "ata",
      mustChangePassword: true,
    });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "teacher"), eq(auditLog.entityId, body.teacher.id)));
    expect(audit.map((entry) => entry.action)).toEqual(["create"]);
  });

  it("refuses an e-mail already used, on the e-mail field", async () => {
    for (const email of ["prof@ata.example", "admin@horizon.example", "EMILIE.ROLLAND1@ata.example"]) {
      const response = await inject("POST", "/api/teachers", admin, { ...newTeacher("x"), email });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: "EMAIL_IN_USE", field: "email" });
    }
    const leftovers = await t.database.db.select().from(teachers).where(eq(teachers.lastname, "Rollandx"));
    expect(leftovers).toHaveLength(0);
  });

  it("validates the fields in French", async () => {
    const response = await inject("POST", "/api/teachers", admin, {
      firstname: "",
      lastname: "X",
      email: "x",
    });
    expect(response.statusCode).toBe(400);
    const details: { field: string; message: string }[] = response.json().error.details;
    expect(details).toContainEqual({ field: "firstname", message: "Le prénom est obligatoire" });
    expect(details.find((d) => d.field === "email")?.message).toBe("L'adresse e-mail n'est pas valide");
  });

  it("is refused to a teacher and to an anonymous caller", async () => {
    expect((await inject("POST", "/api/teachers", prof, newTeacher("2"))).statusCode).toBe(403);
    expect((await inject("POST", "/api/teachers", {}, newTeacher("2"))).statusCode).toBe(401);
  });
});

describe("editing and deleting a teacher", () => {
  it("keeps the account's names and e-mail in step", async () => {
    const created = (
      await inject("POST", "/api/teachers", admin, newTeacher("3"))
    ).json<CreateTeacherResponse>();
    const response = await inject("PATCH", `/api/teachers/${created.teacher.id}`, admin, {
      lastname: "Rolland-Martin",
      email: "emilie.rm@ata.example",
      speciality: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TeacherDetail>()).toMatchObject({
      lastname: "Rolland-Martin",
      email: "emilie.rm@ata.example",
      speciality: null,
      phone: "06 11 22 33 44",
    });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, created.teacher.userId!));
    expect(account).toMatchObject({ lastname: "Rolland-Martin", email: "emilie.rm@ata.example" });
    const search = (await inject("GET", "/api/teachers?q=rolland-martin", admin)).json<Page>();
    expect(search.total).toBe(1);
  });

  it("refuses another company's teacher, a teacher caller and an e-mail in use", async () => {
    expect(
      (await inject("PATCH", `/api/teachers/${horizonTeacherId}`, admin, { lastname: "X" })).statusCode,
    ).toBe(404);
    const [demo] = await t.database.db.select().from(teachers).where(eq(teachers.email, "prof@ata.example"));
    expect((await inject("PATCH", `/api/teachers/${demo!.id}`, prof, { lastname: "X" })).statusCode).toBe(
      403,
    );
    const clash = await inject("PATCH", `/api/teachers/${demo!.id}`, admin, { email: "admin@ata.example" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.field).toBe("email");
  });

  it("deletes the profile and its teacher-only account", async () => {
    const created = (
      await inject("POST", "/api/teachers", admin, newTeacher("4"))
    ).json<CreateTeacherResponse>();
    expect((await inject("DELETE", `/api/teachers/${created.teacher.id}`, prof)).statusCode).toBe(403);
    expect((await inject("DELETE", `/api/teachers/${created.teacher.id}`)).statusCode).toBe(401);
    expect((await inject("DELETE", `/api/teachers/${created.teacher.id}`, admin)).statusCode).toBe(204);
    expect((await inject("GET", `/api/teachers/${created.teacher.id}`, admin)).statusCode).toBe(404);
    const accounts = await t.database.db.select().from(users).where(eq(users.id, created.teacher.userId!));
    expect(accounts).toHaveLength(0);
    expect((await inject("DELETE", `/api/teachers/${created.teacher.id}`, admin)).statusCode).toBe(404);
  });

  it("does not delete another company's teacher", async () => {
    expect((await inject("DELETE", `/api/teachers/${horizonTeacherId}`, admin)).statusCode).toBe(404);
    const [still] = await t.database.db.select().from(teachers).where(eq(teachers.id, horizonTeacherId));
    expect(still).toBeDefined();
  });
});
