import {
  STUDENT_REMOVAL_MESSAGES,
  type StudentDetailView,
  type StudentRemoval,
} from "@campus/contracts/students";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import { requireStudent } from "../../platform/access/student-access.ts";
import { auditView, recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { isStudentErased } from "../student-erasures/index.ts";
import { hasStudentTraces } from "../student-traces/index.ts";
import { deleteAccountWithOnlyRole, setOnlyRoleAccountClosed } from "../users/index.ts";
import { getStudent } from "./students.queries.ts";

type Deps = { db: Db; bus: EventBus; clock: Clock };

/**
 * Deletes a student who has nothing recorded (their enrolments go with them, and a student-only
 * account); archives one whom grades, attendance or hand-ins name: hidden from the lists, account
 * closed, records kept. The answer says which.
 */
export async function deleteStudent(deps: Deps, ctx: Ctx, id: string): Promise<StudentRemoval> {
  return deps.db.transaction(async (tx) => {
    const before = await requireStudent(tx, ctx, id);
    const where = and(eq(students.id, id), eq(students.companyId, ctx.companyId));
    if (await hasStudentTraces(tx, ctx.companyId, id)) {
      const [after] = await tx
        .update(students)
        .set({ archivedAt: before.archivedAt ?? deps.clock.now(), updatedBy: ctx.userId })
        .where(where)
        .returning();
      if (!after) throw notFound();
      if (after.userId) await setOnlyRoleAccountClosed(tx, deps, ctx, after.userId, "student", true);
      await recordAudit(tx, ctx, {
        action: "archive",
        entity: "student",
        entityId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return { outcome: "archived", message: STUDENT_REMOVAL_MESSAGES.archived };
    }
    await tx.delete(students).where(where);
    if (before.userId) await deleteAccountWithOnlyRole(tx, ctx, before.userId, "student");
    await recordAudit(tx, ctx, {
      action: "delete",
      entity: "student",
      entityId: id,
      before: auditView(before),
    });
    return { outcome: "deleted", message: STUDENT_REMOVAL_MESSAGES.deleted };
  });
}

/** Brings an archived student back into the lists and reopens their student-only account (not an erased one). */
export async function restoreStudent(deps: Deps, ctx: Ctx, id: string): Promise<StudentDetailView> {
  await deps.db.transaction(async (tx) => {
    const before = await requireStudent(tx, ctx, id);
    // An erased student (RGPD) stays archived under their pseudonym: there is no one to bring back.
    if (await isStudentErased(tx, ctx.companyId, id)) return;
    const [after] = await tx
      .update(students)
      .set({ archivedAt: null, updatedBy: ctx.userId, updatedAt: deps.clock.now() })
      .where(and(eq(students.id, id), eq(students.companyId, ctx.companyId), isNotNull(students.archivedAt)))
      .returning();
    if (!after) return;
    if (after.userId) await setOnlyRoleAccountClosed(tx, deps, ctx, after.userId, "student", false);
    await recordAudit(tx, ctx, {
      action: "restore",
      entity: "student",
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
  });
  return getStudent(deps.db, ctx, id);
}
