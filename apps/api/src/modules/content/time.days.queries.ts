import { and, asc, eq, gte, inArray, lte, or } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { timeCounters } from "../../db/schema/index.ts";
import { courseTitles } from "../course-links/index.ts";
import { type GroupSelection, studentGroup } from "../student-cards/index.ts";

// The time counters of a group of students day by day (the proof bundle's temps-de-connexion.csv).

/**
 * A page of the counters of the selection's students, per student (by name), Paris day and place: the
 * whole site (no course), or a course of the selection; the seconds counted by the heartbeat, of which
 * on replays and live classes.
 */
export function timeCounterDays(
  db: Executor,
  companyId: string,
  selection: GroupSelection,
  offset: number,
  limit: number,
) {
  const student = studentGroup(db, companyId, selection.students);
  const course = courseTitles(db, companyId);
  return db
    .select({
      number: student.studentNumber,
      lastname: student.lastname,
      firstname: student.firstname,
      day: timeCounters.day,
      course: course.title,
      seconds: timeCounters.seconds,
      replaySeconds: timeCounters.replaySeconds,
      liveSeconds: timeCounters.liveSeconds,
    })
    .from(timeCounters)
    .innerJoin(student, eq(student.userId, timeCounters.userId))
    .leftJoin(course, eq(course.id, timeCounters.courseId))
    .where(
      and(
        eq(timeCounters.companyId, companyId),
        or(eq(timeCounters.scope, ""), inArray(timeCounters.courseId, selection.courseIds)),
        selection.period ? gte(timeCounters.day, selection.period.from) : undefined,
        selection.period ? lte(timeCounters.day, selection.period.to) : undefined,
      ),
    )
    .orderBy(
      asc(student.lastname),
      asc(student.firstname),
      asc(student.id),
      asc(timeCounters.day),
      asc(timeCounters.scope),
    )
    .limit(limit)
    .offset(offset);
}
