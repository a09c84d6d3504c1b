import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { courseTeachers, enrolments, teachers, users } from "../../db/schema/index.ts";
import { createStudents, createTeachers, demoAccounts } from "../../test/factories.ts";
import { createCourse } from "../../test/factories-courses.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

const CARD_KEYS = ["displayName", "email", "firstname", "id", "lastname", "photoUrl", "roles", "view"];
const CONTACT = ["phoneNumber", "emailPerso", "address", "zipCode", "city", "state", "country", "about"];

let t: TestApp;
const as: Record<"student" | "teacher" | "admin" | "superadmincom", Record<string, string>> = {
  student: {},
  teacher: {},
  admin: {},
  superadmincom: {},
};
const ids = { admin: "", prof: "", profTeacher: "", otherTeacher: "", student: "" };

const get = (who: keyof typeof as, url: string) => t.app.inject({ method: "GET", url, headers: as[who] });

/** The demo accounts, a colleague of the demo teacher, and a course of the demo teacher with a student. */
async function fixture(db: Db) {
  const demo = await demoAccounts(db);
  await createTeachers(db, [
    { companyId: "ata", firstname: "Marc", lastname: "Collègue", email: "collegue@ata.example" },
  ]);
  const studentIds = await createStudents(db, [
    {
      companyId: "ata",
      studentNumber: "ATA-2026-0002",
      firstname: "Inès",
      lastname: "Élève",
      email: "ines.eleve@etu.ata.example",
    },
  ]);
  await createCourse(db, {
    companyId: "ata",
    title: "Négociation",
    teacherIds: [demo.teacherId.ata],
    studentIds,
  });
}

async function userId(email: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? "";
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture });
  as.student = bearer(await t.login("apprenant@ata.example"));
  as.teacher = bearer(await t.login("prof@ata.example"));
  as.admin = bearer(await t.login("admin@ata.example"));
  as.superadmincom = bearer(await t.login("direction@ata.example"));
  ids.admin = await userId("admin@ata.example");
  ids.prof = await userId("prof@ata.example");
  const db = t.database.db;
  const [prof] = await db.select().from(teachers).where(eq(teachers.email, "prof@ata.example"));
  ids.profTeacher = prof?.id ?? "";
  const [other] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.companyId, "ata"), ne(teachers.id, ids.profTeacher)))
    .limit(1);
  ids.otherTeacher = other?.id ?? "";
  const [taught] = await db
    .select({ studentId: enrolments.studentId })
    .from(enrolments)
    .innerJoin(courseTeachers, eq(courseTeachers.courseId, enrolments.courseId))
    .where(eq(courseTeachers.teacherId, ids.profTeacher))
    .limit(1);
  ids.student = taught?.studentId ?? "";

  // Contact details to leak, if the API did.
  const patch = (who: keyof typeof as, url: string, payload: object) =>
    t.app.inject({ method: "PATCH", url, headers: as[who], payload });
  const contact = {
    phoneNumber: "+33 6 11 22 33 44",
    emailPerso: "perso@example.org",
    address: "1 rue de la Paix",
    zipCode: "75002",
    city: "Paris",
  };
  expect((await patch("superadmincom", `/api/users/${ids.admin}`, contact)).statusCode).toBe(200);
  expect((await patch("admin", `/api/users/${ids.prof}`, contact)).statusCode).toBe(200);
  for (const id of [ids.profTeacher, ids.otherTeacher]) {
    expect((await patch("admin", `/api/teachers/${id}`, { phone: "06 11 22 33 44" })).statusCode).toBe(200);
  }
  const address = { postalAddress: "2 avenue Foch", postalCode: "69001" };
  expect((await patch("admin", `/api/students/${ids.student}`, address)).statusCode).toBe(200);
}, 180_000);
afterAll(() => t.close());

describe("accounts (/api/users)", () => {
  it("a teacher reads the other accounts as cards: names, e-mail, photo and roles only", async () => {
    const response = await get("teacher", "/api/users?pageSize=200");
    expect(response.statusCode).toBe(200);
    const items: Record<string, unknown>[] = response.json().items;
    const administrator = items.find((item) => item.id === ids.admin);
    expect(Object.keys(administrator ?? {}).sort()).toEqual(CARD_KEYS);
    for (const item of items.filter((entry) => entry.id !== ids.prof)) {
      expect(item.view).toBe("card");
      for (const key of [...CONTACT, "disabled", "instance"]) expect(item).not.toHaveProperty(key);
    }
    const detail = await get("teacher", `/api/users/${ids.admin}`);
    expect(detail.statusCode).toBe(200);
    expect(Object.keys(detail.json()).sort()).toEqual(CARD_KEYS);
    expect(detail.body).not.toContain("rue de la Paix");
    expect(detail.body).not.toContain("+33 6");
  });

  it("a teacher reads their own account in full", async () => {
    const own = await get("teacher", `/api/users/${ids.prof}`);
    expect(own.json()).toMatchObject({ view: "full", phoneNumber: "+33 6 11 22 33 44", city: "Paris" });
    const list = await get("teacher", "/api/users?pageSize=200");
    const self = list.json().items.find((item: { id: string }) => item.id === ids.prof);
    expect(self).toMatchObject({ view: "full", phoneNumber: "+33 6 11 22 33 44" });
  });

  it("administrators read the whole profile", async () => {
    for (const who of ["admin", "superadmincom"] as const) {
      const detail = await get(who, `/api/users/${ids.prof}`);
      expect(detail.json()).toMatchObject({
        view: "full",
        phoneNumber: "+33 6 11 22 33 44",
        emailPerso: "perso@example.org",
        address: "1 rue de la Paix",
        zipCode: "75002",
      });
      const list = await get(who, "/api/users?pageSize=200");
      const item = list.json().items.find((entry: { id: string }) => entry.id === ids.prof);
      expect(item).toMatchObject({ view: "full", phoneNumber: "+33 6 11 22 33 44", disabled: false });
    }
  });

  it("a student reads no account", async () => {
    expect((await get("student", "/api/users")).statusCode).toBe(403);
    expect((await get("student", `/api/users/${ids.admin}`)).statusCode).toBe(403);
  });
});

describe("teachers (/api/teachers)", () => {
  it("a teacher sees a colleague without the phone, and their own record with it", async () => {
    const list = await get("teacher", "/api/teachers?pageSize=200");
    expect(list.statusCode).toBe(200);
    for (const item of list.json().items) {
      if (item.id === ids.profTeacher) expect(item).toMatchObject({ view: "full", phone: "06 11 22 33 44" });
      else {
        expect(item.view).toBe("limited");
        expect(item).not.toHaveProperty("phone");
      }
    }
    const colleague = await get("teacher", `/api/teachers/${ids.otherTeacher}`);
    expect(colleague.json()).toMatchObject({ view: "limited", courses: expect.any(Array) });
    expect(colleague.json()).not.toHaveProperty("phone");
    expect(colleague.body).not.toContain("06 11 22 33 44");
  });

  it("administrators see the phone", async () => {
    for (const who of ["admin", "superadmincom"] as const) {
      const detail = await get(who, `/api/teachers/${ids.otherTeacher}`);
      expect(detail.json()).toMatchObject({ view: "full", phone: "06 11 22 33 44" });
    }
  });

  it("a student reads no teacher record", async () => {
    expect((await get("student", "/api/teachers")).statusCode).toBe(403);
  });
});

describe("students (/api/students)", () => {
  it("a teacher sees their students without the postal address", async () => {
    const list = await get("teacher", "/api/students?pageSize=200");
    expect(list.statusCode).toBe(200);
    expect(list.json().items.length).toBeGreaterThan(0);
    for (const item of list.json().items) {
      expect(item.view).toBe("limited");
      expect(item).not.toHaveProperty("postalAddress");
      expect(item).not.toHaveProperty("postalCode");
    }
    const detail = await get("teacher", `/api/students/${ids.student}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ view: "limited", email: expect.any(String) });
    expect(detail.body).not.toContain("avenue Foch");
  });

  it("administrators see the postal address", async () => {
    for (const who of ["admin", "superadmincom"] as const) {
      const detail = await get(who, `/api/students/${ids.student}`);
      expect(detail.json()).toMatchObject({
        view: "full",
        postalAddress: "2 avenue Foch",
        postalCode: "69001",
      });
    }
  });

  it("a student reads no student record", async () => {
    expect((await get("student", `/api/students/${ids.student}`)).statusCode).toBe(403);
  });
});
