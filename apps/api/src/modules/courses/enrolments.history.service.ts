import type { EnrolmentChangeKind } from "@campus/contracts/enrolments";
import type { Executor } from "../../db/client.ts";
import { enrolmentChanges } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { parisDay } from "../../platform/paris-time.ts";

// The history of enrolments: every write of the enrolments table (a course's routes, the enrolments
// page, the imports) records here, in its transaction, each enrolment or withdrawal it made. The
// enrolments table holds the present; this one keeps the past.

/** What an enrolment or a withdrawal says beside itself: the day it takes effect (today in Paris if not given), why. */
export interface EnrolmentChangeNote {
  effectiveOn?: string | undefined;
  reason?: string | null | undefined;
}

/** The effective day of a change: the one given, else today in Paris. */
export const effectiveDay = (clock: Clock, note: EnrolmentChangeNote): string =>
  note.effectiveOn ?? parisDay(clock.now());

/** Records enrolments or withdrawals (one row per course and student) by the caller, in batches. */
export async function recordEnrolmentChanges(
  tx: Executor,
  clock: Clock,
  ctx: Ctx,
  change: EnrolmentChangeKind,
  pairs: readonly { courseId: string; studentId: string }[],
  note: EnrolmentChangeNote,
): Promise<void> {
  const effectiveOn = effectiveDay(clock, note);
  const createdAt = clock.now();
  for (let start = 0; start < pairs.length; start += 1000) {
    await tx.insert(enrolmentChanges).values(
      pairs.slice(start, start + 1000).map((pair) => ({
        companyId: ctx.companyId,
        courseId: pair.courseId,
        studentId: pair.studentId,
        change,
        effectiveOn,
        reason: note.reason ?? null,
        authorId: ctx.userId,
        createdAt,
      })),
    );
  }
}
