import type {
  AdminDashboard,
  SchoolSetup,
  StudentDashboard,
  TeacherDashboard,
} from "@campus/contracts/dashboard";
import { AT_RISK_LIST_MAX, DASHBOARD_LIST_MAX } from "@campus/contracts/dashboard-rules";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { parisWeek } from "../../platform/paris-time.ts";
import { getAbsenceAlertSettings, listStudentsAtRisk } from "../absence-alerts/index.ts";
import { listWorkDue, listWorkToGrade } from "../assignments/index.ts";
import { countAttendanceOfSlots, countUnexcusedAbsences } from "../attendance/index.ts";
import { hasCohortSql } from "../cohorts/index.ts";
import { hasCourseSql } from "../courses/index.ts";
import { hasProgrammeSql } from "../programmes/index.ts";
import { countProposedSlots, listTeacherDaySlots } from "../slots/index.ts";
import { hasStudentSql } from "../students/index.ts";
import { hasTeacherSql } from "../teacher-cards/index.ts";

// The homes' summaries: each asks the modules that own the data, a fixed number of queries whatever
// the company's size.

/** A student's home: the work they still have to hand in, the most urgent first. */
export async function getStudentDashboard(db: Db, clock: Clock, ctx: Ctx): Promise<StudentDashboard> {
  return { workDue: await listWorkDue(db, clock, ctx, DASHBOARD_LIST_MAX) };
}

/** A teacher's home: their slots of the day with their roll call's progress, and the work to grade. */
export async function getTeacherDashboard(db: Db, clock: Clock, ctx: Ctx): Promise<TeacherDashboard> {
  const [slots, workToGrade] = await Promise.all([
    listTeacherDaySlots(db, clock, ctx),
    listWorkToGrade(db, ctx, DASHBOARD_LIST_MAX),
  ]);
  const counts = await countAttendanceOfSlots(
    db,
    ctx.companyId,
    slots.map((slot) => slot.id),
  );
  return {
    todaySlots: slots.map((slot) => ({
      ...slot,
      attendance: counts.get(slot.id) ?? { enrolled: 0, present: 0, absent: 0, late: 0, unmarked: 0 },
    })),
    workToGrade,
  };
}

/**
 * An administrator's home: the proposals waiting for validation, the unexcused absences of this
 * Paris week, and the students above one of the company's absence thresholds.
 */
export async function getAdminDashboard(db: Db, clock: Clock, ctx: Ctx): Promise<AdminDashboard> {
  const week = parisWeek(clock.now());
  const [proposedSlots, unexcused, atRisk, settings, setup] = await Promise.all([
    countProposedSlots(db, clock, ctx),
    countUnexcusedAbsences(db, ctx, { from: week.start, to: week.end }),
    listStudentsAtRisk(db, ctx, { page: 1, pageSize: AT_RISK_LIST_MAX }),
    getAbsenceAlertSettings(db, ctx),
    readSchoolSetup(db, ctx),
  ]);
  return {
    proposedSlots,
    unexcusedAbsences: { count: unexcused, firstDay: week.firstDay, lastDay: week.lastDay },
    studentsAtRisk: { settings, items: atRisk.items, total: atRisk.total },
    setup,
  };
}

/**
 * What the company has created of its structure (the « Démarrer » checklist): one query of five
 * `exists`, each written by the module that owns its table, each stopping at the first row.
 */
async function readSchoolSetup(db: Db, ctx: Ctx): Promise<SchoolSetup> {
  const company = ctx.companyId;
  const result = await db.execute<Record<keyof SchoolSetup, boolean>>(sql`
    select ${hasProgrammeSql(company)} as programme, ${hasCohortSql(company)} as cohort,
      ${hasCourseSql(company)} as course, ${hasTeacherSql(company)} as teacher,
      ${hasStudentSql(company)} as student`);
  const row = result.rows[0];
  return {
    programme: row?.programme === true,
    cohort: row?.cohort === true,
    course: row?.course === true,
    teacher: row?.teacher === true,
    student: row?.student === true,
  };
}
