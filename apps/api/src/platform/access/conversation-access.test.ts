import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversationMembers, conversations, users } from "../../db/schema/index.ts";
import { type AccessWorld, useAccessWorld } from "../../test/fixtures/access.ts";
import type { TestApp } from "../../test/harness.ts";
import type { Ctx } from "../context.ts";
import { candidateScope, correspondentCandidates, correspondentScope } from "./conversation-access.ts";

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

  it("starts a non-administrator's list from a short list holding everyone they may write to", async () => {
    const db = t.database.db;
    // An outsider the student already talks with: the conversation keeps them reachable.
    const [talk] = await db
      .insert(conversations)
      .values({
        companyId: "ata",
        userLowId: [w.studentUserId, w.outsiderUserId].sort()[0]!,
        userHighId: [w.studentUserId, w.outsiderUserId].sort()[1]!,
      })
      .returning({ id: conversations.id });
    await db.insert(conversationMembers).values([
      { conversationId: talk!.id, companyId: "ata", userId: w.studentUserId, otherUserId: w.outsiderUserId },
      { conversationId: talk!.id, companyId: "ata", userId: w.outsiderUserId, otherUserId: w.studentUserId },
    ]);
    for (const ctx of [w.ctx.student, w.ctx.outsider, w.ctx.teacher, w.ctx.colleague]) {
      const candidates = correspondentCandidates(db, ctx);
      if (!candidates) throw new Error("a non-administrator has a candidate list");
      const listed = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, ctx.companyId), correspondentScope(db, ctx, users)));
      const short = new Set((await candidates).map((row) => row.userId));
      for (const { id } of listed) expect(short, `${ctx.userId} → ${id}`).toContain(id);
      expect(short.size).toBeLessThan(10);
    }
    expect(await writable(w.ctx.student)).toContain(w.outsiderUserId);
    expect(correspondentCandidates(db, w.ctx.admin)).toBeUndefined();
  });

  it("among the candidates, the short check keeps exactly whom the whole rule keeps, disabled accounts included", async () => {
    const db = t.database.db;
    // Disabled: a colleague nobody talks with, and the outsider the student talks with (test above).
    const disabled = [w.colleagueUserId, w.outsiderUserId];
    await db.update(users).set({ disabled: true }).where(inArray(users.id, disabled));
    try {
      for (const ctx of [w.ctx.student, w.ctx.outsider, w.ctx.teacher, w.ctx.colleague]) {
        const candidates = correspondentCandidates(db, ctx);
        if (!candidates) throw new Error("a non-administrator has a candidate list");
        const short = await db
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.companyId, ctx.companyId),
              sql`${users.id} = any(array(${candidates}))`,
              candidateScope(db, ctx, users),
            ),
          );
        expect(short.map((row) => row.id).sort(), ctx.userId).toEqual((await everyoneWritable(ctx)).sort());
      }
      expect(await writable(w.ctx.teacher)).not.toContain(w.colleagueUserId);
      expect(await writable(w.ctx.student)).toContain(w.outsiderUserId);
    } finally {
      await db.update(users).set({ disabled: false }).where(inArray(users.id, disabled));
    }
  });
});

/** Everyone of the caller's company the whole rule lets them write to. */
async function everyoneWritable(ctx: Ctx) {
  const rows = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), correspondentScope(t.database.db, ctx, users)));
  return rows.map((row) => row.id);
}
