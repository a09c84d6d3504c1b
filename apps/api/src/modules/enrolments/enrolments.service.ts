import type {
  EnrolInCourseBody,
  EnrolInCourseResult,
  WithdrawEnrolmentsBody,
  WithdrawEnrolmentsResult,
} from "@campus/contracts/enrolments";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { enrolCohortIn, enrolStudentsIn, withdrawEnrolmentsIn } from "../courses/index.ts";

// The enrolments page's changes: many students at once, with the day they take effect. The rules, the
// history and the audit are the courses module's (courses.enrol.service.ts), the same as the course page's.

/**
 * Enrols the students chosen, or a whole session (optionally one level of it), in one course, all or
 * nothing: 404 for a course or a student not the company's, 400 naming each student of another programme.
 */
export function enrolInCourse(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  body: EnrolInCourseBody,
): Promise<EnrolInCourseResult> {
  const note = { effectiveOn: body.effectiveOn };
  return db.transaction((tx) =>
    body.cohortId
      ? enrolCohortIn(tx, clock, ctx, body.courseId, { cohortId: body.cohortId, levelId: body.levelId }, note)
      : enrolStudentsIn(tx, clock, ctx, body.courseId, body.studentIds ?? [], note),
  );
}

/** Withdraws students from courses, all or nothing: 409 naming each pair that is not a current enrolment. */
export async function withdrawEnrolments(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  body: WithdrawEnrolmentsBody,
): Promise<WithdrawEnrolmentsResult> {
  const note = { effectiveOn: body.effectiveOn, reason: body.reason };
  const withdrawn = await db.transaction((tx) =>
    withdrawEnrolmentsIn(tx, clock, ctx, body.enrolments, note, (index) => `enrolments.${index}`),
  );
  return { withdrawn };
}
