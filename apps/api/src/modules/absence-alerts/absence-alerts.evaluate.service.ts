import {
  ABSENCE_ALERT_DAYS,
  ABSENCE_ALERT_MIN_SLOTS,
  ABSENCE_ALERT_QUIET_DAYS,
  type AbsenceAlertKind,
} from "@campus/contracts/absence-alert-rules";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { absenceAlertNotifications, absenceAlerts } from "../../db/schema/index.ts";
import { parisDayStart } from "../../platform/paris-time.ts";
import { accountsOfStudents } from "../student-cards/index.ts";
import { absenceAlertThresholds } from "../tenants/index.ts";
import { activeAdministratorIds } from "../users/index.ts";

// The thresholds checked after a roll call or an excuse: each student's figures in one query, then
// the crossings opened, kept or closed and the people told, a few statements whatever the number of
// students.

interface Figures {
  studentId: string;
  /** Unexcused absences since the student's last presence or lateness (excused ones skipped). */
  streak: number;
  /** Slots marked over the period, and those missed without excuse. */
  recent: number;
  recentAbsent: number;
}

type FigureRow = {
  student_id: string;
  streak: number | string;
  recent: number | string;
  recent_absent: number | string;
};

/** The figures of the given students (all the company's marked students with `null`), in one query. */
async function readFigures(
  db: Db,
  companyId: string,
  studentIds: string[] | null,
  since: Date,
): Promise<Figures[]> {
  const only =
    studentIds === null
      ? sql``
      : sql`and a.student_id in (${sql.join(
          studentIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const result = await db.execute<FigureRow>(sql`
    with marks as (
      select a.student_id, a.status, a.excused, a.slot_starts_at
      from attendance a
      join slots s on s.company_id = a.company_id and s.id = a.slot_id
      where a.company_id = ${companyId} and s.status <> 'cancelled' ${only}
    ), attended as (
      select student_id, max(slot_starts_at) as at from marks where status <> 'absent' group by student_id
    )
    select m.student_id,
      count(*) filter (where m.status = 'absent' and not m.excused
        and m.slot_starts_at > coalesce(l.at, '-infinity'::timestamptz)) as streak,
      count(*) filter (where m.slot_starts_at >= ${since.toISOString()}::timestamptz) as recent,
      count(*) filter (where m.slot_starts_at >= ${since.toISOString()}::timestamptz
        and m.status = 'absent' and not m.excused) as recent_absent
    from marks m
    left join attended l on l.student_id = m.student_id
    group by m.student_id
  `);
  return result.rows.map((row) => ({
    studentId: row.student_id,
    streak: Number(row.streak),
    recent: Number(row.recent),
    recentAbsent: Number(row.recent_absent),
  }));
}

const key = (studentId: string, kind: AbsenceAlertKind) => `${studentId}:${kind}`;

/** Which thresholds each student is above now, with their figure. */
function crossings(figures: Figures[], thresholds: { consecutive: number; percent: number }) {
  const above = new Map<string, { studentId: string; kind: AbsenceAlertKind; value: number }>();
  for (const figure of figures) {
    if (thresholds.consecutive > 0 && figure.streak >= thresholds.consecutive) {
      above.set(key(figure.studentId, "consecutive"), {
        studentId: figure.studentId,
        kind: "consecutive",
        value: figure.streak,
      });
    }
    const percent = figure.recent > 0 ? Math.floor((figure.recentAbsent * 100) / figure.recent) : 0;
    if (thresholds.percent > 0 && figure.recent >= ABSENCE_ALERT_MIN_SLOTS && percent > thresholds.percent) {
      above.set(key(figure.studentId, "percent"), {
        studentId: figure.studentId,
        kind: "percent",
        value: percent,
      });
    }
  }
  return above;
}

/**
 * Checks the company's thresholds for these students (every student with `null`): a student newly
 * above one opens a crossing, told to them and to the company's administrators unless the same kind
 * was told within the quiet days; one back under closes it. `isTold` false (the thresholds changed)
 * opens the crossings without telling: an administrator lowering a threshold sees the students at
 * risk on the home rather than one alert per student. Answers how many crossings were told.
 */
export async function evaluateAbsenceAlerts(
  db: Db,
  now: Date,
  companyId: string,
  studentIds: string[] | null,
  { isTold = true }: { isTold?: boolean } = {},
): Promise<number> {
  if (studentIds !== null && studentIds.length === 0) return 0;
  const company = await absenceAlertThresholds(db, companyId);
  if (!company) return 0;
  const figures = await readFigures(db, companyId, studentIds, parisDayStart(now, ABSENCE_ALERT_DAYS - 1));
  const above = crossings(figures, company);
  const quietSince = new Date(now.getTime() - ABSENCE_ALERT_QUIET_DAYS * 86_400_000);
  const concerned = (column: typeof absenceAlerts.studentId) =>
    studentIds === null ? undefined : inArray(column, studentIds);
  const [open, recentlyTold] = await Promise.all([
    db
      .select({ id: absenceAlerts.id, studentId: absenceAlerts.studentId, kind: absenceAlerts.kind })
      .from(absenceAlerts)
      .where(
        and(
          eq(absenceAlerts.companyId, companyId),
          isNull(absenceAlerts.clearedAt),
          concerned(absenceAlerts.studentId),
        ),
      ),
    db
      .selectDistinct({ studentId: absenceAlerts.studentId, kind: absenceAlerts.kind })
      .from(absenceAlerts)
      .where(
        and(
          eq(absenceAlerts.companyId, companyId),
          eq(absenceAlerts.notified, true),
          gt(absenceAlerts.crossedAt, quietSince),
          concerned(absenceAlerts.studentId),
        ),
      ),
  ]);
  const openKeys = new Map(open.map((row) => [key(row.studentId, row.kind as AbsenceAlertKind), row.id]));
  const toldKeys = new Set(recentlyTold.map((row) => key(row.studentId, row.kind as AbsenceAlertKind)));
  const cleared = open.filter((row) => !above.has(key(row.studentId, row.kind as AbsenceAlertKind)));
  const kept = [...above].flatMap(([k, crossing]) => {
    const id = openKeys.get(k);
    return id === undefined ? [] : [{ id, value: crossing.value }];
  });
  const opened = [...above]
    .filter(([k]) => !openKeys.has(k))
    .map(([k, crossing]) => ({ ...crossing, notified: isTold && !toldKeys.has(k) }));
  // One transaction: crossings closed, kept and opened, and their alerts, all or nothing.
  return db.transaction(async (tx) => {
    if (cleared.length > 0) {
      await tx
        .update(absenceAlerts)
        .set({ clearedAt: now })
        .where(
          inArray(
            absenceAlerts.id,
            cleared.map((row) => row.id),
          ),
        );
    }
    if (kept.length > 0) {
      const values = sql.join(
        kept.map((row) => sql`(${row.id}::bigint, ${row.value}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        update absence_alerts set value = v.value from (values ${values}) as v(id, value)
        where absence_alerts.id = v.id and absence_alerts.value <> v.value`);
    }
    if (opened.length === 0) return 0;
    // Another process may have opened the same crossing meanwhile: the open index keeps one.
    const inserted = await tx
      .insert(absenceAlerts)
      .values(opened.map((crossing) => ({ companyId, ...crossing, crossedAt: now })))
      .onConflictDoNothing()
      .returning({
        id: absenceAlerts.id,
        studentId: absenceAlerts.studentId,
        notified: absenceAlerts.notified,
      });
    const told = inserted.filter((row) => row.notified);
    if (told.length === 0) return 0;
    await notify(tx, now, companyId, told);
    return told.length;
  });
}

/** One bell line per crossing for the student (when they have an account) and each active administrator. */
async function notify(db: Executor, now: Date, companyId: string, told: { id: number; studentId: string }[]) {
  // Sequential: inside the transaction the queries share one connection.
  const administrators = await activeAdministratorIds(db, companyId);
  const accounts = await accountsOfStudents(
    db,
    companyId,
    told.map((row) => row.studentId),
  );
  const accountOf = new Map(accounts.map((row) => [row.id, row.userId]));
  const rows = told.flatMap((alert) => {
    const recipients = new Set(administrators.map((admin) => admin.id));
    const own = accountOf.get(alert.studentId);
    if (own) recipients.add(own);
    return [...recipients].map((userId) => ({ companyId, userId, alertId: alert.id, createdAt: now }));
  });
  if (rows.length > 0) await db.insert(absenceAlertNotifications).values(rows);
}
