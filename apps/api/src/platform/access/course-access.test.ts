import type { Role } from "@campus/contracts/roles";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, students } from "../../db/schema/index.ts";
import { demoAccounts } from "../../test/factories.ts";
import {
  createCourseFixture,
  createStudentAccount,
  createTeacherAccount,
} from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import type { Ctx } from "../context.ts";
import { AppError } from "../errors.ts";
import {
  type CourseScope,
  courseScope,
  isAdministrator,
  managedStudents,
  requireCourse,
} from "./course-access.ts";

let t: TestApp;
let teacher: Ctx;
let colleague: Ctx;
let student: Ctx;
let admin: Ctx;
let otherAdmin: Ctx;
let courseId: string;
let studentId: string;
let outsiderId: string;

const ctxOf = (userId: string, companyId: string, roles: Role[]): Ctx => ({
  userId,
  companyId,
  instance: "principal",
  roles,
  sessionId: "test",
});

beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts });
  const db = t.database.db;
  const teaching = await createTeacherAccount(db, "ata", "titulaire");
  const other = await createTeacherAccount(db, "ata", "collegue");
  const enrolled = await createStudentAccount(db, "ata", "inscrit");
  const outsider = await createStudentAccount(db, "ata", "dehors");
  ({ courseId } = await createCourseFixture(db, {
    companyId: "ata",
    teacherIds: [teaching.teacherId],
    studentIds: [enrolled.studentId],
  }));
  studentId = enrolled.studentId;
  outsiderId = outsider.studentId;
  teacher = ctxOf(teaching.userId, "ata", ["teacher"]);
  colleague = ctxOf(other.userId, "ata", ["teacher"]);
  student = ctxOf(enrolled.userId, "ata", ["student"]);
  admin = ctxOf(teaching.userId, "ata", ["admin"]);
  otherAdmin = ctxOf(teaching.userId, "horizon", ["superadmincom"]);
});
afterAll(() => t.close());

/** Whether the caller finds the course through the list scope, and through the one-record check. */
async function reach(ctx: Ctx, scope: CourseScope): Promise<{ list: boolean; check: boolean | number }> {
  const db = t.database.db;
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.id, courseId),
        eq(courses.companyId, ctx.companyId),
        courseScope(db, ctx, scope, courses.id),
      ),
    );
  let check: boolean | number = true;
  try {
    await requireCourse(db, ctx, scope, courseId);
  } catch (error) {
    check = error instanceof AppError ? error.status : false;
  }
  return { list: rows.length === 1, check };
}

describe("the course access policy", () => {
  it("knows the administrators from their roles", () => {
    expect(isAdministrator(admin)).toBe(true);
    expect(isAdministrator(otherAdmin)).toBe(true);
    expect(isAdministrator(teacher)).toBe(false);
    expect(isAdministrator(student)).toBe(false);
  });

  it("lets the course's teacher read and manage it, not enrol in it", async () => {
    expect(await reach(teacher, "read")).toEqual({ list: true, check: true });
    expect(await reach(teacher, "manage")).toEqual({ list: true, check: true });
    expect(await reach(teacher, "enrol")).toEqual({ list: false, check: 404 });
  });

  it("answers 404 to a teacher of the company who does not teach the course", async () => {
    for (const scope of ["read", "manage", "enrol"] as const) {
      expect(await reach(colleague, scope)).toEqual({ list: false, check: 404 });
    }
  });

  it("lets an enrolled student read the course only", async () => {
    expect(await reach(student, "read")).toEqual({ list: true, check: true });
    expect(await reach(student, "manage")).toEqual({ list: false, check: 404 });
    expect(await reach(student, "enrol")).toEqual({ list: false, check: 404 });
  });

  it("gives an administrator every scope in their company and nothing in another", async () => {
    for (const scope of ["read", "manage", "enrol"] as const) {
      expect(await reach(admin, scope)).toEqual({ list: true, check: true });
      expect(await reach(otherAdmin, scope)).toEqual({ list: false, check: 404 });
    }
  });

  it("limits a teacher's students to those of the courses they teach", async () => {
    const db = t.database.db;
    const visible = async (ctx: Ctx) => {
      const rows = await db
        .select({ id: students.id })
        .from(students)
        .where(and(inArray(students.id, [studentId, outsiderId]), managedStudents(db, ctx, students.id)));
      return rows.map((row) => row.id).sort();
    };
    expect(await visible(admin)).toEqual([studentId, outsiderId].sort());
    expect(await visible(teacher)).toEqual([studentId]);
    expect(await visible(colleague)).toEqual([]);
  });
});
