import type { AbsenceAlertKind } from "@campus/contracts/absence-alert-rules";
import type { StudentsAtRiskPage } from "@campus/contracts/absence-alerts";
import type { PageQuery } from "@campus/contracts/common";
import { personName } from "@campus/contracts/people";
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { absenceAlertNotifications, absenceAlerts } from "../../db/schema/index.ts";
import { requireCompanyFigures } from "../../platform/access/company-access.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { studentPeople } from "../student-cards/index.ts";

/**
 * The students above one of the company's thresholds now (an open crossing), the latest crossed
 * first, each with every threshold they are above (administrators).
 */
export async function listStudentsAtRisk(
  db: Db,
  ctx: Ctx,
  query: Pick<PageQuery, "page" | "pageSize">,
): Promise<StudentsAtRiskPage> {
  requireCompanyFigures(ctx);
  const open = db
    .select({
      studentId: absenceAlerts.studentId,
      lastCrossedAt: sql<Date>`max(${absenceAlerts.crossedAt})`.as("last_crossed_at"),
      reasons: sql<{ kind: AbsenceAlertKind; value: number; crossedAt: string }[]>`json_agg(json_build_object(
        'kind', ${absenceAlerts.kind}, 'value', ${absenceAlerts.value}, 'crossedAt', ${absenceAlerts.crossedAt})
        order by ${absenceAlerts.kind})`.as("reasons"),
    })
    .from(absenceAlerts)
    .where(and(eq(absenceAlerts.companyId, ctx.companyId), isNull(absenceAlerts.clearedAt)))
    .groupBy(absenceAlerts.studentId)
    .as("open_alerts");
  // The student-cards face, not the students module: this module stays below the notifications.
  const students = studentPeople(db, ctx.companyId);
  const rows = await db
    .select({
      id: students.id,
      studentNumber: students.studentNumber,
      firstname: students.firstname,
      lastname: students.lastname,
      usageName: students.usageName,
      reasons: open.reasons,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(open)
    .innerJoin(students, and(eq(students.companyId, ctx.companyId), eq(students.id, open.studentId)))
    .orderBy(desc(open.lastCrossedAt), asc(students.lastname), asc(students.firstname), asc(students.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(({ total: _total, reasons, ...identity }) => ({
      ...identity,
      reasons: reasons.map((reason) => ({ ...reason, crossedAt: new Date(reason.crossedAt).toISOString() })),
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** An absence alert told to one person, as the bell and the digest word it. */
export interface AbsenceAlertNotice {
  id: number;
  userId: string;
  studentId: string;
  kind: AbsenceAlertKind;
  value: number;
  /** The student's name; null when the person told is the student. */
  studentName: string | null;
  createdAt: Date;
  readAt: Date | null;
}

/** The notices' rows with their crossing and student, for `where` (one query). */
function selectNotices(db: Db) {
  const students = studentPeople(db);
  return db
    .select({
      id: absenceAlertNotifications.id,
      userId: absenceAlertNotifications.userId,
      studentId: absenceAlerts.studentId,
      kind: absenceAlerts.kind,
      value: absenceAlerts.value,
      firstname: students.firstname,
      lastname: students.lastname,
      studentUserId: students.userId,
      createdAt: absenceAlertNotifications.createdAt,
      readAt: absenceAlertNotifications.readAt,
    })
    .from(absenceAlertNotifications)
    .innerJoin(absenceAlerts, eq(absenceAlerts.id, absenceAlertNotifications.alertId))
    .innerJoin(
      students,
      and(eq(students.companyId, absenceAlerts.companyId), eq(students.id, absenceAlerts.studentId)),
    );
}
type NoticeRow = Awaited<ReturnType<ReturnType<typeof selectNotices>["execute"]>>[number];

const toNotice = (row: NoticeRow): AbsenceAlertNotice => ({
  id: row.id,
  userId: row.userId,
  studentId: row.studentId,
  kind: row.kind as AbsenceAlertKind,
  value: row.value,
  studentName: row.studentUserId === row.userId ? null : personName(row),
  createdAt: row.createdAt,
  readAt: row.readAt,
});

const callerNotices = (ctx: Ctx) =>
  and(
    eq(absenceAlertNotifications.companyId, ctx.companyId),
    eq(absenceAlertNotifications.userId, ctx.userId),
  );

/** The caller's latest `limit` absence alerts and how many are unread. */
export async function listAbsenceAlertNotices(
  db: Db,
  ctx: Ctx,
  limit: number,
): Promise<{ items: AbsenceAlertNotice[]; unread: number }> {
  const mine = callerNotices(ctx);
  const [rows, [unread]] = await Promise.all([
    selectNotices(db)
      .where(mine)
      .orderBy(desc(absenceAlertNotifications.createdAt), desc(absenceAlertNotifications.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(absenceAlertNotifications)
      .where(and(mine, isNull(absenceAlertNotifications.readAt))),
  ]);
  return { items: rows.map(toNotice), unread: unread?.n ?? 0 };
}

/** Marks all the caller's absence alerts read. */
export async function markAbsenceAlertNoticesRead(db: Db, clock: Clock, ctx: Ctx): Promise<void> {
  await db
    .update(absenceAlertNotifications)
    .set({ readAt: clock.now() })
    .where(and(callerNotices(ctx), isNull(absenceAlertNotifications.readAt)));
}

/**
 * The unread absence alerts of the given people for the e-mail digest, in one query: each person's
 * most recent `perPerson`, and `totals`, how many they have unread.
 */
export async function listUnreadAbsenceAlertNotices(
  db: Db,
  userIds: string[],
  perPerson: number,
): Promise<{ notices: AbsenceAlertNotice[]; totals: Map<string, number> }> {
  if (userIds.length === 0) return { notices: [], totals: new Map() };
  const rows = await selectNotices(db)
    .where(and(inArray(absenceAlertNotifications.userId, userIds), isNull(absenceAlertNotifications.readAt)))
    .orderBy(asc(absenceAlertNotifications.userId), desc(absenceAlertNotifications.createdAt));
  const notices: AbsenceAlertNotice[] = [];
  const totals = new Map<string, number>();
  for (const row of rows) {
    const seen = totals.get(row.userId) ?? 0;
    totals.set(row.userId, seen + 1);
    if (seen < perPerson) notices.push(toNotice(row));
  }
  return { notices, totals };
}

/** SQL for the digest's claim: the person has an absence alert unread since before `cutoff` and not yet mailed. */
export function hasUndigestedAbsenceAlertSql(userId: SQL, cutoff: Date, sentAt: SQL) {
  return sql`exists (
    select 1 from absence_alert_notifications aan
    where aan.user_id = ${userId}
      and aan.read_at is null
      and aan.created_at < ${cutoff.toISOString()}::timestamptz
      and (${sentAt} is null or aan.created_at > ${sentAt})
  )`;
}
