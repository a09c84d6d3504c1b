import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assignmentBoxes } from "../../db/schema/index.ts";
import { type AccessWorld, outcome, useAccessWorld } from "../../test/fixtures/access.ts";
import type { TestApp } from "../../test/harness.ts";
import type { Ctx } from "../context.ts";
import { assertMayOpenBoxFile, boxListScope, requireBox } from "./assignment-access.ts";

let t: TestApp;
let w: AccessWorld;

useAccessWorld((run) => {
  ({ t, w } = run);
});

async function listed(ctx: Ctx) {
  const db = t.database.db;
  const scope = await boxListScope(db, ctx);
  const rows = await db
    .select({ id: assignmentBoxes.id })
    .from(assignmentBoxes)
    .where(
      and(
        eq(assignmentBoxes.companyId, ctx.companyId),
        inArray(assignmentBoxes.id, [w.boxId, w.foreignBoxId]),
        scope.where,
      ),
    );
  return { asStudent: scope.asStudent, ids: rows.map((row) => row.id) };
}

describe("the hand-in box access policy", () => {
  it("lists the course's box to its teacher, the administrators and its students; nothing to others", async () => {
    expect(await listed(w.ctx.teacher)).toEqual({ asStudent: false, ids: [w.boxId] });
    expect(await listed(w.ctx.admin)).toEqual({ asStudent: false, ids: [w.boxId] });
    expect(await listed(w.ctx.student)).toEqual({ asStudent: true, ids: [w.boxId] });
    expect(await listed(w.ctx.outsider)).toEqual({ asStudent: true, ids: [] });
    expect(await listed(w.ctx.colleague)).toEqual({ asStudent: false, ids: [] });
    expect(await listed(w.ctx.otherAdmin)).toEqual({ asStudent: false, ids: [w.foreignBoxId] });
  });

  it("gives the enrolled student their student id for their state", async () => {
    expect((await boxListScope(t.database.db, w.ctx.student)).studentId).toBe(w.studentId);
    expect((await boxListScope(t.database.db, w.ctx.teacher)).studentId).toBeNull();
  });

  it("opens one box to manage for staff of the course, to read also for its students; 404 otherwise", async () => {
    const db = t.database.db;
    const check = (ctx: Ctx, mode: "read" | "manage", id = w.boxId) =>
      outcome(() => requireBox(db, ctx, id, mode));
    expect(await check(w.ctx.teacher, "manage")).toBe("ok");
    expect(await check(w.ctx.admin, "manage")).toBe("ok");
    expect(await check(w.ctx.student, "read")).toBe("ok");
    expect(await check(w.ctx.student, "manage")).toBe(404);
    expect(await check(w.ctx.outsider, "read")).toBe(404);
    expect(await check(w.ctx.colleague, "read")).toBe(404);
    expect(await check(w.ctx.otherAdmin, "read")).toBe(404);
    expect(await check(w.ctx.admin, "read", w.foreignBoxId)).toBe(404);
  });

  it("lets a student open only their own files of a box, staff any", async () => {
    const db = t.database.db;
    const asStudent = await requireBox(db, w.ctx.student, w.boxId, "read");
    const asTeacher = await requireBox(db, w.ctx.teacher, w.boxId, "read");
    expect(await outcome(() => assertMayOpenBoxFile(asStudent, w.studentId))).toBe("ok");
    expect(await outcome(() => assertMayOpenBoxFile(asStudent, w.outsiderId))).toBe(404);
    expect(await outcome(() => assertMayOpenBoxFile(asTeacher, w.outsiderId))).toBe("ok");
  });
});
