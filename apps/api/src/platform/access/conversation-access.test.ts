import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { type AccessWorld, useAccessWorld } from "../../test/fixtures/access.ts";
import type { TestApp } from "../../test/harness.ts";
import type { Ctx } from "../context.ts";
import { correspondentScope } from "./conversation-access.ts";

let t: TestApp;
let w: AccessWorld;

useAccessWorld((run) => {
  ({ t, w } = run);
});

/** Which of the world's people the caller may write to. */
async function writable(ctx: Ctx) {
  const db = t.database.db;
  const people = [w.teacherUserId, w.colleagueUserId, w.studentUserId, w.outsiderUserId];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.companyId, ctx.companyId), inArray(users.id, people), correspondentScope(db, ctx, users)),
    );
  return rows.map((row) => row.id).sort();
}

describe("the conversation access policy", () => {
  it("lets a student write to the teachers of their courses, not to other students or teachers", async () => {
    expect(await writable(w.ctx.student)).toEqual([w.teacherUserId]);
    expect(await writable(w.ctx.outsider)).toEqual([]);
  });

  it("lets a teacher write to the students of their courses and the other teachers, never to themself", async () => {
    expect(await writable(w.ctx.teacher)).toEqual([w.colleagueUserId, w.studentUserId].sort());
    expect(await writable(w.ctx.colleague)).toEqual([w.teacherUserId]);
  });

  it("lets an administrator write to anyone of their company, and no one of another", async () => {
    const admin = { ...w.ctx.admin, userId: "00000000-0000-4000-8000-000000000009" };
    expect(await writable(admin)).toEqual(
      [w.teacherUserId, w.colleagueUserId, w.studentUserId, w.outsiderUserId].sort(),
    );
    expect(await writable(w.ctx.otherAdmin)).toEqual([]);
  });
});
