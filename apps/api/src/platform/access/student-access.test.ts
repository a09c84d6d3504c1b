import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { students } from "../../db/schema/index.ts";
import { type AccessWorld, outcome, useAccessWorld } from "../../test/fixtures/access.ts";
import type { TestApp } from "../../test/harness.ts";
import type { Ctx } from "../context.ts";
import {
  requireStudent,
  seesEveryStudent,
  studentArchiveScope,
  studentScope,
  studentView,
} from "./student-access.ts";

let t: TestApp;
let w: AccessWorld;

useAccessWorld((run) => {
  ({ t, w } = run);
});

async function listed(ctx: Ctx) {
  const db = t.database.db;
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(and(inArray(students.id, [w.studentId, w.outsiderId]), studentScope(db, ctx)));
  return rows.map((row) => row.id).sort();
}

describe("the student access policy", () => {
  it("gives the archived students to an administrator asking for them, the current ones to anyone else", async () => {
    const db = t.database.db;
    await db.update(students).set({ archivedAt: new Date() }).where(eq(students.id, w.outsiderId));
    const archived = async (ctx: Ctx, asked: boolean) => {
      const rows = await db
        .select({ id: students.id })
        .from(students)
        .where(and(inArray(students.id, [w.studentId, w.outsiderId]), studentArchiveScope(ctx, asked)));
      return rows.map((row) => row.id);
    };
    expect(await archived(w.ctx.admin, true)).toEqual([w.outsiderId]);
    expect(await archived(w.ctx.admin, false)).toEqual([w.studentId]);
    expect(await archived(w.ctx.teacher, true)).toEqual([w.studentId]);
    await db.update(students).set({ archivedAt: null }).where(eq(students.id, w.outsiderId));
  });

  it("lists every student of the company to the administrators, a teacher's own students to them", async () => {
    expect(await listed(w.ctx.admin)).toEqual([w.studentId, w.outsiderId].sort());
    expect(await listed(w.ctx.teacher)).toEqual([w.studentId]);
    expect(await listed(w.ctx.colleague)).toEqual([]);
    expect(await listed(w.ctx.otherAdmin)).toEqual([]);
  });

  it("opens one student to whoever lists them; 404 otherwise, another company included", async () => {
    const db = t.database.db;
    const check = (ctx: Ctx, id: string) => outcome(() => requireStudent(db, ctx, id));
    expect(await check(w.ctx.admin, w.outsiderId)).toBe("ok");
    expect(await check(w.ctx.teacher, w.studentId)).toBe("ok");
    expect(await check(w.ctx.teacher, w.outsiderId)).toBe(404);
    expect(await check(w.ctx.otherAdmin, w.studentId)).toBe(404);
  });

  it("shows the whole record to the administrators only", () => {
    expect(studentView(w.ctx.admin)).toBe("full");
    expect(studentView(w.ctx.teacher)).toBe("limited");
    expect(seesEveryStudent(w.ctx.admin)).toBe(true);
    expect(seesEveryStudent(w.ctx.teacher)).toBe(false);
  });
});
