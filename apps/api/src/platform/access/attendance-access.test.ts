import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attendance, slots } from "../../db/schema/index.ts";
import { type AccessWorld, useAccessWorld } from "../../test/fixtures/access.ts";
import type { TestApp } from "../../test/harness.ts";
import type { Ctx } from "../context.ts";
import { attendanceScope, seesOnlyOwnAttendance } from "./attendance-access.ts";

let t: TestApp;
let w: AccessWorld;

useAccessWorld(async (run) => {
  ({ t, w } = run);
  await t.database.db
    .insert(attendance)
    .values({ companyId: "ata", slotId: w.slotId, studentId: w.studentId, status: "absent" });
});

/** The students whose marks of the world's slot the caller sees. */
async function visible(ctx: Ctx) {
  const db = t.database.db;
  const rows = await db
    .select({ studentId: attendance.studentId })
    .from(attendance)
    .innerJoin(slots, eq(slots.id, attendance.slotId))
    .where(
      and(eq(attendance.companyId, ctx.companyId), eq(attendance.slotId, w.slotId), attendanceScope(db, ctx)),
    );
  return rows.map((row) => row.studentId);
}

describe("the attendance access policy", () => {
  it("shows a mark to the administrators, the course's teacher and the student it names", async () => {
    expect(await visible(w.ctx.admin)).toEqual([w.studentId]);
    expect(await visible(w.ctx.teacher)).toEqual([w.studentId]);
    expect(await visible(w.ctx.student)).toEqual([w.studentId]);
  });

  it("hides it from a colleague, another student and another company", async () => {
    expect(await visible(w.ctx.colleague)).toEqual([]);
    expect(await visible(w.ctx.outsider)).toEqual([]);
    expect(await visible(w.ctx.otherAdmin)).toEqual([]);
  });

  it("keeps a caller who is not staff to their own rows", () => {
    expect(seesOnlyOwnAttendance(w.ctx.student)).toBe(true);
    expect(seesOnlyOwnAttendance(w.ctx.teacher)).toBe(false);
    expect(seesOnlyOwnAttendance(w.ctx.admin)).toBe(false);
  });
});
