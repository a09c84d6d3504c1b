import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { slots } from "../../db/schema/index.ts";
import { type AccessWorld, outcome, useAccessWorld } from "../../test/fixtures/access.ts";
import type { TestApp } from "../../test/harness.ts";
import type { Ctx } from "../context.ts";
import { requireSlotAccess, seesEverySlot, slotListScope, slotVisibility } from "./slot-access.ts";

let t: TestApp;
let w: AccessWorld;

useAccessWorld((run) => {
  ({ t, w } = run);
});

/** Which of the world's slots the caller finds through a scope (the caller's company filter kept). */
async function listed(ctx: Ctx, scope: "list" | "calendar") {
  const db = t.database.db;
  const condition = scope === "list" ? slotListScope(db, ctx) : await slotVisibility(db, ctx);
  const rows = await db
    .select({ id: slots.id })
    .from(slots)
    .where(
      and(
        eq(slots.companyId, ctx.companyId),
        inArray(slots.id, [w.slotId, w.proposedSlotId, w.foreignSlotId]),
        condition,
      ),
    );
  return rows.map((row) => row.id).sort();
}

describe("the slot access policy", () => {
  it("lists the course's slots to its teacher and the administrators, none to a colleague or another company", async () => {
    const both = [w.slotId, w.proposedSlotId].sort();
    expect(await listed(w.ctx.teacher, "list")).toEqual(both);
    expect(await listed(w.ctx.admin, "list")).toEqual(both);
    expect(await listed(w.ctx.colleague, "list")).toEqual([]);
    expect(await listed(w.ctx.otherAdmin, "list")).toEqual([w.foreignSlotId]);
  });

  it("shows an enrolled student the course's slots in their calendar once no longer proposed", async () => {
    expect(await listed(w.ctx.student, "calendar")).toEqual([w.slotId]);
    expect(await listed(w.ctx.outsider, "calendar")).toEqual([]);
    expect(await listed(w.ctx.admin, "calendar")).toEqual([w.slotId, w.proposedSlotId].sort());
  });

  it("opens one slot to read for its teacher, an administrator and an enrolled student; 404 to anyone else", async () => {
    const db = t.database.db;
    const read = (ctx: Ctx, id = w.slotId) => outcome(() => requireSlotAccess(db, ctx, id, "read"));
    expect(await read(w.ctx.teacher)).toBe("ok");
    expect(await read(w.ctx.admin)).toBe("ok");
    expect(await read(w.ctx.student)).toBe("ok");
    expect(await read(w.ctx.student, w.proposedSlotId)).toBe(404);
    expect(await read(w.ctx.outsider)).toBe(404);
    expect(await read(w.ctx.colleague)).toBe(404);
    expect(await read(w.ctx.otherAdmin)).toBe(404);
    expect(await read(w.ctx.admin, w.foreignSlotId)).toBe(404);
  });

  it("lets only the teacher and the administrators manage a slot", async () => {
    const db = t.database.db;
    const manage = (ctx: Ctx) => outcome(() => requireSlotAccess(db, ctx, w.slotId, "manage"));
    expect(await manage(w.ctx.teacher)).toBe("ok");
    expect(await manage(w.ctx.admin)).toBe("ok");
    expect(await manage(w.ctx.student)).toBe(404);
    expect(await manage(w.ctx.colleague)).toBe(404);
    const access = await requireSlotAccess(db, w.ctx.teacher, w.slotId, "manage");
    expect(access).toMatchObject({ isAdmin: false, teachesCourse: true, isSlotTeacher: true, canEdit: true });
  });

  it("gives every slot of the company to the administrators only", () => {
    expect(seesEverySlot(w.ctx.admin)).toBe(true);
    expect(seesEverySlot(w.ctx.teacher)).toBe(false);
    expect(seesEverySlot(w.ctx.student)).toBe(false);
  });
});
