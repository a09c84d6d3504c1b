import type { HeartbeatBody, MyTime, StudentTimePage } from "@campus/contracts/content";
import { listName } from "@campus/contracts/people";
import { type AnyColumn, and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { timeCounters } from "../../db/schema/index.ts";
import { hasCourseAccess, requireCourse } from "../../platform/access/course-access.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { buildTableXlsx, fileSlug, parisDateTime } from "../../platform/documents.ts";
import { fileDays, parisDay } from "../../platform/paris-time.ts";
import { XLSX } from "../../platform/uploads.ts";
import { countEnrolled, coursePlannedHours, enrolmentLinks, readableCourses } from "../course-links/index.ts";
import { studentPeople } from "../student-cards/index.ts";
import { TimeCounterBuffer } from "./time.buffer.cache.ts";

const MY_COURSES_MAX = 100;
const EXPORT_ROWS_MAX = 50_000;

/** How long a "may this caller read this course" answer is believed for heartbeats. */
const ACCESS_CACHE_MS = 300_000;
const ACCESS_CACHE_MAX = 50_000;

/**
 * Heartbeats of this process: the caller's access to the course checked once a minute per
 * (user, course) at most, the seconds counted in memory and written in batches (time.buffer.cache.ts).
 * A lost enrolment stops counting within ACCESS_CACHE_MS.
 */
export class TimeCounting {
  private readonly access = new Map<string, { allowed: boolean; until: number }>();
  private readonly buffer: TimeCounterBuffer;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    options: { flushEveryMs: number; onError?: (error: unknown) => void },
  ) {
    this.buffer = new TimeCounterBuffer(db, clock, options);
  }

  /** Counts one heartbeat: time on the site, and on the course when the caller reads it (replay and live time by activity). */
  async record(ctx: Ctx, body: Required<HeartbeatBody>): Promise<void> {
    const courseId = body.courseId && (await this.mayRead(ctx, body.courseId)) ? body.courseId : null;
    this.buffer.add({ userId: ctx.userId, companyId: ctx.companyId, courseId, activity: body.activity });
  }

  /** Writes this process's counted seconds (before reading the counters, and on shutdown). */
  flush(): Promise<void> {
    return this.buffer.flush();
  }

  close(): Promise<void> {
    return this.buffer.close();
  }

  private async mayRead(ctx: Ctx, courseId: string): Promise<boolean> {
    const key = `${ctx.userId}|${ctx.companyId}|${courseId}`;
    const now = this.clock.now().getTime();
    const known = this.access.get(key);
    if (known && known.until > now) return known.allowed;
    const allowed = await hasCourseAccess(this.db, ctx, "read", courseId);
    if (this.access.size >= ACCESS_CACHE_MAX) this.access.clear();
    this.access.set(key, { allowed, until: now + ACCESS_CACHE_MS });
    return allowed;
  }
}

const sum = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** The caller's timer document: time on the site, and per course they read, against its advised time. */
export async function getMyTime(db: Db, ctx: Ctx): Promise<MyTime> {
  const [site] = await db
    .select({ seconds: sum(timeCounters.seconds) })
    .from(timeCounters)
    .where(and(eq(timeCounters.userId, ctx.userId), eq(timeCounters.scope, "")));
  // The page of courses first (the title index, MY_COURSES_MAX rows), then their counters: grouping
  // before the limit read all 5,000 courses of a school for an administrator (issue 42).
  const courses = readableCourses(db, ctx);
  const shown = db
    .select({ id: courses.id, title: courses.title, plannedHours: courses.plannedHours })
    .from(courses)
    .orderBy(asc(courses.title))
    .limit(MY_COURSES_MAX)
    .as("shown_courses");
  const rows = await db
    .select({
      id: shown.id,
      title: shown.title,
      plannedHours: shown.plannedHours,
      seconds: sum(timeCounters.seconds),
      replaySeconds: sum(timeCounters.replaySeconds),
      liveSeconds: sum(timeCounters.liveSeconds),
    })
    .from(shown)
    .leftJoin(timeCounters, and(eq(timeCounters.courseId, shown.id), eq(timeCounters.userId, ctx.userId)))
    .groupBy(shown.id, shown.title, shown.plannedHours)
    .orderBy(asc(shown.title));
  return {
    siteSeconds: site?.seconds ?? 0,
    courses: rows.map((row) => ({
      course: { id: row.id, title: row.title },
      seconds: row.seconds,
      replaySeconds: row.replaySeconds,
      liveSeconds: row.liveSeconds,
      advisedSeconds: row.plannedHours * 3600,
    })),
  };
}

interface Period {
  from?: string;
  to?: string;
}

const dayOf = (iso: string) => parisDay(new Date(iso));

/** The enrolled students of a course (of the caller's company), to join their counters on. */
function enrolledStudents(db: Db, ctx: Ctx, courseId: string) {
  const links = enrolmentLinks(db, ctx.companyId);
  const students = studentPeople(db, ctx.companyId);
  return { links, students, enrolled: eq(links.courseId, courseId) };
}

function counterJoin(students: ReturnType<typeof studentPeople>, courseId: string, period: Period) {
  return and(
    eq(timeCounters.userId, students.userId),
    eq(timeCounters.courseId, courseId),
    period.from ? gte(timeCounters.day, dayOf(period.from)) : undefined,
    period.to ? lte(timeCounters.day, dayOf(period.to)) : undefined,
  );
}

/** Time per enrolled student on a course (its teachers, administrators), paged by name. */
export async function listCourseTime(
  db: Db,
  ctx: Ctx,
  courseId: string,
  query: Period & { page: number; pageSize: number },
): Promise<StudentTimePage> {
  const course = await requireCourse(db, ctx, "manage", courseId);
  const planned = await coursePlannedHours(db, course.id);
  const total = await countEnrolled(db, ctx.companyId, courseId);
  const { links, students, enrolled } = enrolledStudents(db, ctx, courseId);
  const rows = await db
    .select({
      studentId: students.id,
      firstname: students.firstname,
      lastname: students.lastname,
      email: students.email,
      seconds: sum(timeCounters.seconds),
      replaySeconds: sum(timeCounters.replaySeconds),
      liveSeconds: sum(timeCounters.liveSeconds),
      lastSeenAt: sql<Date | null>`max(${timeCounters.lastBeatAt})`,
    })
    .from(links)
    .innerJoin(students, eq(students.id, links.studentId))
    .leftJoin(timeCounters, counterJoin(students, courseId, query))
    .where(enrolled)
    .groupBy(students.id, students.firstname, students.lastname, students.email)
    .orderBy(asc(students.lastname), asc(students.firstname), asc(students.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((row) => ({
      studentId: row.studentId,
      name: listName(row),
      email: row.email ?? "",
      seconds: row.seconds,
      replaySeconds: row.replaySeconds,
      liveSeconds: row.liveSeconds,
      lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    advisedSeconds: (planned ?? 0) * 3600,
  };
}

const hms = (seconds: number) =>
  `${Math.floor(seconds / 3600)} h ${String(Math.floor((seconds % 3600) / 60)).padStart(2, "0")} min`;

/** The connection record of a course: one line per student and day, as an XLSX workbook. */
export async function exportCourseTime(db: Db, clock: Clock, ctx: Ctx, courseId: string, period: Period) {
  const course = await requireCourse(db, ctx, "manage", courseId);
  const { links, students, enrolled } = enrolledStudents(db, ctx, courseId);
  const rows = await db
    .select({
      firstname: students.firstname,
      lastname: students.lastname,
      email: students.email,
      day: timeCounters.day,
      seconds: timeCounters.seconds,
      replaySeconds: timeCounters.replaySeconds,
      liveSeconds: timeCounters.liveSeconds,
      lastBeatAt: timeCounters.lastBeatAt,
    })
    .from(links)
    .innerJoin(students, eq(students.id, links.studentId))
    .innerJoin(timeCounters, counterJoin(students, courseId, period))
    .where(enrolled)
    .orderBy(asc(students.lastname), asc(students.firstname), asc(timeCounters.day))
    .limit(EXPORT_ROWS_MAX);
  type Row = (typeof rows)[number];
  const now = clock.now();
  const body = await buildTableXlsx<Row>({
    sheetName: "Temps de connexion",
    titleLines: [`Temps de connexion : ${course.title}`, "Relevé des temps de formation à distance"],
    generatedAt: now,
    columns: [
      { header: "Apprenant", width: 32, value: (row) => listName(row) },
      { header: "E-mail", width: 32, value: (row) => row.email ?? "" },
      { header: "Jour", width: 12, value: (row) => row.day.split("-").reverse().join("/") },
      { header: "Temps sur le cours (s)", width: 20, value: (row) => row.seconds },
      { header: "Temps sur le cours", width: 16, value: (row) => hms(row.seconds) },
      { header: "Replays (s)", width: 12, value: (row) => row.replaySeconds },
      { header: "Cours en direct (s)", width: 18, value: (row) => row.liveSeconds },
      { header: "Dernière activité", width: 18, value: (row) => parisDateTime(row.lastBeatAt).full },
    ],
    rows,
  });
  const days = fileDays(
    {
      first: period.from ? new Date(period.from) : undefined,
      last: period.to ? new Date(period.to) : undefined,
    },
    now,
  );
  return { name: `temps-${fileSlug(course.title)}-${days}.xlsx`, contentType: XLSX, body };
}
