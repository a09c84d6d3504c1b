import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  attendance,
  courses,
  courseTeachers,
  enrolments,
  evaluations,
  grades,
  slots,
  students,
  teachers,
  users,
} from "../db/schema/index.ts";
import { demoId, pick, seededRandom } from "./demo-random.ts";

/** The demo companies that get slots, attendance and grades (each needs its courses seeded first). */
export const DEMO_TEACHING_COMPANIES = ["ata", "horizon"] as const;

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

// ---------------------------------------------------------------------------
// Europe/Paris wall-clock time.

const PARIS_PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function parisParts(date: Date) {
  const parts = PARIS_PARTS.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? "0");
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** Minutes Paris is ahead of UTC at this instant (60 or 120). */
function parisOffsetMinutes(date: Date): number {
  const p = parisParts(date);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / MINUTE);
}

/** The instant of a Paris wall-clock time on a calendar day. */
function parisTime(day: CalendarDay, hour: number, minute: number): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  let instant = wall - parisOffsetMinutes(new Date(wall)) * MINUTE;
  instant = wall - parisOffsetMinutes(new Date(instant)) * MINUTE;
  return new Date(instant);
}

/** The calendar day `offset` days after `day`, with its weekday (0 = Sunday). */
function addDays(day: CalendarDay, offset: number): CalendarDay & { weekday: number } {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + offset));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

const isoDay = (day: CalendarDay) =>
  `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;

// ---------------------------------------------------------------------------
// Texts.

const REPORTS = [
  "Rappel des notions de la séance précédente, apport théorique puis exercices d'application en binômes.",
  "Étude de cas en petits groupes, restitution orale et synthèse collective au tableau.",
  "Correction détaillée du devoir, reprise des erreurs fréquentes et méthode de rédaction.",
  "Atelier pratique sur poste : mise en œuvre guidée puis exercice en autonomie.",
  "Présentation des exposés des apprenants, questions et retours du groupe.",
  "Cours magistral illustré d'exemples d'entreprises, quiz de fin de séance.",
];
const HOMEWORK = [
  "Relire le support de cours et terminer les exercices 3 à 5.",
  "Préparer une fiche de synthèse d'une page sur la notion vue en séance.",
  "Lire le cas fourni et répondre aux trois premières questions.",
  "Finaliser le travail de groupe pour la prochaine séance.",
  "",
  "",
];
const EXCUSES = [
  "Certificat médical",
  "Convocation administrative",
  "Rendez-vous France Travail",
  "Examen du permis de conduire",
  "Obligation professionnelle (alternance)",
  "Grève des transports",
];
const GRADE_COMMENTS = [
  "Très bon travail, bravo.",
  "Bonne maîtrise des notions.",
  "Travail sérieux, quelques imprécisions.",
  "Des efforts à poursuivre sur la méthode.",
  "Copie incomplète, revoir le cours.",
  "Bonne participation à l'oral.",
];
const EVALUATION_KINDS: { title: string; type: string; scale: number; coefficient: number }[] = [
  { title: "Devoir surveillé n°1", type: "devoir", scale: 20, coefficient: 2 },
  { title: "Exposé oral", type: "oral", scale: 20, coefficient: 1 },
  { title: "Quiz de connaissances", type: "devoir", scale: 10, coefficient: 0.5 },
  { title: "Projet de groupe", type: "projet", scale: 20, coefficient: 1.5 },
  { title: "Examen blanc", type: "examen", scale: 20, coefficient: 3 },
];

// ---------------------------------------------------------------------------

interface CourseInfo {
  id: string;
  teacherIds: string[];
  studentIds: string[];
}

interface Booking {
  id: string;
  courseId: string;
  teacherId: string | null;
  start: Date;
  end: Date;
  room: string | null;
  mode: "presentiel" | "distanciel" | "hybride";
  videoLink: string | null;
  status: "proposed" | "validated" | "held" | "cancelled";
  studentIds: string[];
  /** The running one and the one later today, for the live banner. */
  isDemo: boolean;
}

/** The columns of an attendance row, in the order of the JSON insert below. */
interface AttendanceSeedRow {
  slotId: string;
  studentId: string;
  companyId: string;
  status: "present" | "absent" | "late";
  lateMinutes: number | null;
  excused: boolean;
  excuseReason: string | null;
  markedBy: string | null;
  markedAt: Date;
  excusedBy: string | null;
  excusedAt: Date | null;
}

interface GradeSeedRow {
  evaluationId: string;
  studentId: string;
  companyId: string;
  value: number;
  comment: string | null;
  gradedBy: string | null;
  gradedAt: Date;
}

const overlaps = (a: { start: Date; end: Date }, b: { start: Date; end: Date }) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

async function loadCompany(db: Db, companyId: string) {
  const courseRows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.companyId, companyId), eq(courses.archived, false)))
    .orderBy(asc(courses.title), asc(courses.id));
  const ids = courseRows.map((row) => row.id);
  if (ids.length === 0) return null;
  const [teacherLinks, studentLinks, teacherUsers, demoUsers] = await Promise.all([
    db
      .select({ courseId: courseTeachers.courseId, teacherId: courseTeachers.teacherId })
      .from(courseTeachers)
      .innerJoin(teachers, eq(teachers.id, courseTeachers.teacherId))
      .where(inArray(courseTeachers.courseId, ids))
      .orderBy(asc(teachers.lastname), asc(teachers.firstname), asc(teachers.id)),
    db
      .select({ courseId: enrolments.courseId, studentId: enrolments.studentId })
      .from(enrolments)
      .innerJoin(students, eq(students.id, enrolments.studentId))
      .where(inArray(enrolments.courseId, ids))
      .orderBy(asc(students.studentNumber)),
    db
      .select({ id: teachers.id, userId: teachers.userId, email: teachers.email })
      .from(teachers)
      .where(eq(teachers.companyId, companyId)),
    db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [`admin@${companyId}.example`, `apprenant@${companyId}.example`])),
  ]);
  const courseList: CourseInfo[] = courseRows.map((row) => ({
    id: row.id,
    teacherIds: teacherLinks.filter((link) => link.courseId === row.id).map((link) => link.teacherId),
    studentIds: studentLinks.filter((link) => link.courseId === row.id).map((link) => link.studentId),
  }));
  const demoTeacher = teacherUsers.find((t) => t.email.toLowerCase() === `prof@${companyId}.example`);
  const studentUser = demoUsers.find((u) => u.email === `apprenant@${companyId}.example`);
  const [demoStudent] = studentUser
    ? await db.select({ id: students.id }).from(students).where(eq(students.userId, studentUser.id))
    : [];
  return {
    courseList,
    teacherUserIds: new Map(teacherUsers.map((t) => [t.id, t.userId])),
    demoTeacherId: demoTeacher?.id ?? null,
    demoStudentId: demoStudent?.id ?? null,
    adminUserId: demoUsers.find((u) => u.email === `admin@${companyId}.example`)?.id ?? null,
  };
}

/** Slots over four weeks around `now`, without double bookings, with attendance and grades. */
async function seedCompanyTeaching(db: Db, companyId: string, now: Date): Promise<void> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)` })
    .from(slots)
    .where(eq(slots.companyId, companyId));
  if (Number(existing?.n ?? 0) > 0) return;
  const company = await loadCompany(db, companyId);
  if (!company) return; // courses not seeded (yet)
  const { courseList, demoTeacherId, demoStudentId } = company;
  const random = seededRandom(`teaching:${companyId}`);
  const nowMinute = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);
  const bookings: Booking[] = [];

  const isFree = (candidate: Omit<Booking, "id" | "status" | "isDemo">) =>
    bookings.every(
      (other) =>
        other.status === "cancelled" ||
        !overlaps(candidate, other) ||
        ((candidate.teacherId === null || candidate.teacherId !== other.teacherId) &&
          (candidate.room === null || candidate.room !== other.room) &&
          !candidate.studentIds.some((id) => other.studentIds.includes(id))),
    );

  // The live banner: one slot running now and one later today, for the demo teacher and student.
  const demoCourses = courseList.filter(
    (course) =>
      demoTeacherId !== null &&
      course.teacherIds.includes(demoTeacherId) &&
      (demoStudentId === null || course.studentIds.includes(demoStudentId)),
  );
  const demoPlan = liveWindows(nowMinute.getTime(), now);
  demoPlan.forEach((plan, index) => {
    const course = demoCourses[index % Math.max(demoCourses.length, 1)];
    if (!course || !demoTeacherId) return;
    bookings.push({
      id: demoId(companyId, "slot", "live", String(index), String(plan.start)),
      courseId: course.id,
      teacherId: demoTeacherId,
      start: new Date(plan.start),
      end: new Date(plan.end),
      room: plan.room,
      mode: index === 0 ? "hybride" : "presentiel",
      videoLink: index === 0 ? `https://visio.${companyId}.example/salle-201` : null,
      status: "validated",
      studentIds: course.studentIds,
      isDemo: true,
    });
  });

  // Weekdays, mornings 09:00-12:00 and afternoons 13:30-16:30 (Paris), two weeks back and two ahead.
  const today = parisParts(now);
  const rooms = Array.from({ length: 8 }, (_, i) => `Salle ${101 + i}`);
  let halfDay = 0;
  for (let offset = -14; offset <= 14; offset++) {
    const day = addDays(today, offset);
    if (day.weekday === 0 || day.weekday === 6) continue;
    for (const [startHour, startMinute, endHour, endMinute] of [
      [9, 0, 12, 0],
      [13, 30, 16, 30],
    ] as const) {
      const start = parisTime(day, startHour, startMinute);
      const end = parisTime(day, endHour, endMinute);
      courseList.forEach((course, courseIndex) => {
        // Each course meets about twice a week.
        if ((courseIndex + halfDay) % 5 !== 0 || course.studentIds.length === 0) return;
        const slotNumber = bookings.length;
        const mode = slotNumber % 9 === 4 ? "distanciel" : slotNumber % 13 === 7 ? "hybride" : "presentiel";
        const teacherChoices = course.teacherIds.length > 0 ? course.teacherIds : [null];
        for (let t = 0; t < teacherChoices.length; t++) {
          const teacherId = teacherChoices[(halfDay + t) % teacherChoices.length] ?? null;
          const roomChoices = mode === "distanciel" ? [null] : rooms;
          const room = roomChoices.find((candidateRoom) =>
            isFree({
              courseId: course.id,
              teacherId,
              start,
              end,
              room: candidateRoom,
              mode,
              videoLink: null,
              studentIds: course.studentIds,
            }),
          );
          if (room === undefined) continue;
          bookings.push({
            id: demoId(companyId, "slot", course.id, start.toISOString()),
            courseId: course.id,
            teacherId,
            start,
            end,
            room,
            mode,
            videoLink:
              mode === "presentiel" ? null : `https://visio.${companyId}.example/cours-${slotNumber}`,
            status: end.getTime() <= now.getTime() ? "held" : "validated",
            studentIds: course.studentIds,
            isDemo: false,
          });
          break;
        }
      });
      halfDay++;
    }
  }
  // A few proposals waiting for validation, and one cancelled slot.
  const future = bookings.filter((b) => !b.isDemo && b.start.getTime() > now.getTime() + DAY);
  for (let i = 0; i < 4 && future.length > 0; i++) {
    const booking = future[Math.floor((i * future.length) / 4) + 1] ?? future[i];
    if (booking) booking.status = "proposed";
  }
  const past = bookings.filter((b) => b.status === "held");
  const cancelled = past[Math.floor(past.length / 3)];
  if (cancelled) cancelled.status = "cancelled";

  const slotRows = bookings.map((b, index) => ({
    id: b.id,
    companyId,
    courseId: b.courseId,
    teacherId: b.teacherId,
    startsAt: b.start,
    endsAt: b.end,
    room: b.room,
    mode: b.mode,
    videoLink: b.videoLink,
    status: b.status,
    report: b.status === "held" ? pick(random, REPORTS) : "",
    homework: b.status === "held" || b.isDemo ? (HOMEWORK[index % HOMEWORK.length] ?? "") : "",
    createdBy: company.adminUserId,
    updatedBy: company.adminUserId,
  }));

  // Attendance of the slots held: mostly present, some absent or late, some absences excused.
  // The demo student gets an unexcused absence, a lateness and an excused absence.
  const attendanceRows: AttendanceSeedRow[] = [];
  let demoHeld = 0;
  for (const booking of bookings.filter((b) => b.status === "held")) {
    const markedBy = booking.teacherId ? (company.teacherUserIds.get(booking.teacherId) ?? null) : null;
    const markedAt = new Date(booking.start.getTime() + 10 * MINUTE);
    const isDemoTurn = demoStudentId !== null && booking.studentIds.includes(demoStudentId);
    const demoIndex = isDemoTurn ? demoHeld++ : -1;
    for (const studentId of booking.studentIds) {
      const roll = random();
      let status: "present" | "absent" | "late" = roll < 0.86 ? "present" : roll < 0.94 ? "absent" : "late";
      let excuse: string | null = null;
      if (studentId === demoStudentId) {
        status = demoIndex === 1 || demoIndex === 5 ? "absent" : demoIndex === 3 ? "late" : "present";
        if (demoIndex === 5) excuse = EXCUSES[0] ?? null;
      } else if (status !== "present" && random() < (status === "absent" ? 0.5 : 0.2)) {
        excuse = pick(random, EXCUSES);
      }
      const lateMinutes = status === "late" ? 5 * (1 + Math.floor(random() * 6)) : null;
      attendanceRows.push({
        slotId: booking.id,
        studentId,
        companyId,
        status,
        lateMinutes: studentId === demoStudentId && status === "late" ? 10 : lateMinutes,
        excused: excuse !== null,
        excuseReason: excuse,
        markedBy,
        markedAt,
        excusedBy: excuse !== null ? company.adminUserId : null,
        excusedAt: excuse !== null ? new Date(Math.min(booking.end.getTime() + DAY, now.getTime())) : null,
      });
    }
  }

  // Two or three evaluations per course, graded; one of them tied to a slot held.
  const evaluationRows: (typeof evaluations.$inferInsert)[] = [];
  const gradeRows: GradeSeedRow[] = [];
  courseList.forEach((course, courseIndex) => {
    if (course.studentIds.length === 0) return;
    const held = bookings.filter((b) => b.courseId === course.id && b.status === "held");
    const count = 2 + (random() < 0.5 ? 1 : 0);
    const gradedBy = course.teacherIds[0] ? (company.teacherUserIds.get(course.teacherIds[0]) ?? null) : null;
    for (let n = 0; n < count; n++) {
      const slot = n === 0 ? held[held.length - 1] : undefined;
      const kind = EVALUATION_KINDS[(courseIndex + n) % EVALUATION_KINDS.length]!;
      const dayOffset = -(2 + Math.floor(random() * 12));
      const date = slot ? isoDay(parisParts(slot.start)) : isoDay(addDays(today, dayOffset));
      const id = demoId(companyId, "evaluation", course.id, String(n), date);
      evaluationRows.push({
        id,
        companyId,
        courseId: course.id,
        slotId: slot?.id ?? null,
        title: slot ? "Participation en séance" : kind.title,
        date,
        coefficient: slot ? 0.5 : kind.coefficient,
        scale: slot ? 10 : kind.scale,
        type: slot ? "participation" : kind.type,
        createdBy: gradedBy,
        updatedBy: gradedBy,
      });
      const scale = slot ? 10 : kind.scale;
      // Graded the evening after, in Paris.
      const gradedAt = parisTime(addDays(parisParts(new Date(`${date}T12:00:00Z`)), 1), 18, 0);
      for (const studentId of course.studentIds) {
        if (random() < 0.06 && studentId !== demoStudentId) continue; // not graded (absent)
        // Roughly normal around 62 % of the scale, in half points.
        const normal = (random() + random() + random() - 1.5) * 2;
        const value = Math.min(scale, Math.max(0, Math.round((0.62 + normal * 0.17) * scale * 2) / 2));
        gradeRows.push({
          evaluationId: id,
          studentId,
          companyId,
          value,
          comment: random() < 0.25 ? pick(random, GRADE_COMMENTS) : null,
          gradedBy,
          gradedAt: new Date(Math.min(gradedAt.getTime(), now.getTime())),
        });
      }
    }
  });

  await db.transaction(async (tx) => {
    for (let start = 0; start < slotRows.length; start += 500) {
      await tx.insert(slots).values(slotRows.slice(start, start + 500));
    }
    if (evaluationRows.length > 0) await tx.insert(evaluations).values(evaluationRows);
    // Thousands of rows: one JSON parameter each, as building a multi-row VALUES costs seconds here.
    await tx.execute(sql`
      insert into ${attendance} (slot_id, student_id, company_id, status, late_minutes, excused,
        excuse_reason, marked_by, marked_at, excused_by, excused_at)
      select * from jsonb_to_recordset(${JSON.stringify(attendanceRows)}::jsonb) as x(
        "slotId" uuid, "studentId" uuid, "companyId" text, status text, "lateMinutes" integer,
        excused boolean, "excuseReason" text, "markedBy" uuid, "markedAt" timestamptz,
        "excusedBy" uuid, "excusedAt" timestamptz)`);
    await tx.execute(sql`
      insert into ${grades} (evaluation_id, student_id, company_id, value, comment, graded_by, graded_at)
      select * from jsonb_to_recordset(${JSON.stringify(gradeRows)}::jsonb) as x(
        "evaluationId" uuid, "studentId" uuid, "companyId" text, value double precision, comment text,
        "gradedBy" uuid, "gradedAt" timestamptz)`);
  });
}

/**
 * Demo slots (past ones held, future ones validated, a few proposed, one cancelled, one running now
 * and one later today for the demo teacher and student), attendance and grades, for both companies.
 * Deterministic for a given start time, idempotent (a company with slots is skipped), and a no-op
 * for a company whose courses are not seeded.
 */
export async function seedTeaching(db: Db, now: Date = new Date()): Promise<void> {
  for (const companyId of DEMO_TEACHING_COMPANIES) await seedCompanyTeaching(db, companyId, now);
}

type SlotRange = { start: Date; end: Date; startingWithin?: boolean };

/** A slot overlapping the range, or starting within it. */
function inRange({ start, end, startingWithin }: SlotRange) {
  return startingWithin
    ? sql`${slots.startsAt} >= ${start} and ${slots.startsAt} < ${end}`
    : sql`${slots.startsAt} < ${end} and ${slots.endsAt} > ${start}`;
}

/** Whether a slot of the company meets all the conditions. */
async function hasSlot(db: Db, companyId: string, ...conditions: SQL[]) {
  const [row] = await db
    .select({ id: slots.id })
    .from(slots)
    .where(and(eq(slots.companyId, companyId), ...conditions))
    .limit(1);
  return row !== undefined;
}

/** A validated slot of one of these courses overlapping [start, end), or starting within it. */
async function hasSlotBetween(db: Db, companyId: string, courseIds: string[], range: SlotRange) {
  if (courseIds.length === 0) return false;
  return hasSlot(
    db,
    companyId,
    inArray(slots.courseId, courseIds),
    eq(slots.status, "validated"),
    inRange(range),
  );
}

/** Whether the teacher or the room already has a slot (not cancelled) overlapping [start, end). */
function isBooked(db: Db, companyId: string, teacherId: string, room: string, start: Date, end: Date) {
  return hasSlot(
    db,
    companyId,
    sql`${slots.status} <> 'cancelled'`,
    sql`(${slots.teacherId} = ${teacherId} or lower(${slots.room}) = lower(${room}))`,
    sql`${slots.startsAt} < ${end} and ${slots.endsAt} > ${start}`,
  );
}

/**
 * The live banner's two windows: one running now (started half an hour ago, but never before the Paris
 * day began, so that it is one of today's slots even just after midnight) and one later.
 */
function liveWindows(nowMinute: number, now: Date) {
  const dayStart = parisTime(parisParts(now), 0, 0).getTime();
  return [
    { start: Math.max(nowMinute - 30 * MINUTE, dayStart), end: nowMinute + 90 * MINUTE, room: "Salle 201" },
    { start: nowMinute + 180 * MINUTE, end: nowMinute + 300 * MINUTE, room: "Salle 202" },
  ];
}

/** Where a live window's slot is looked for: the running one needs a slot now; the later one any slot starting later today. */
function lookedUpRange(index: number, nowMinute: number, endOfParisDay: Date): SlotRange {
  return index === 0
    ? { start: new Date(nowMinute), end: new Date(nowMinute + MINUTE) }
    : { start: new Date(nowMinute + 30 * MINUTE), end: endOfParisDay, startingWithin: true };
}

/**
 * Whether each demo student already has every slot refreshDemoLiveSlots could add (the case of every
 * start but the first of the day): two small queries, rather than each company's courses and rosters.
 */
async function hasDemoLiveSlots(db: Db, nowMinute: number, now: Date, endOfParisDay: Date) {
  const followed = await db
    .select({ courseId: enrolments.courseId, companyId: courses.companyId, email: users.email })
    .from(users)
    .innerJoin(students, eq(students.userId, users.id))
    .innerJoin(enrolments, eq(enrolments.studentId, students.id))
    .innerJoin(
      courses,
      and(
        eq(courses.id, enrolments.courseId),
        eq(courses.companyId, students.companyId),
        eq(courses.archived, false),
      ),
    )
    .where(inArray(users.email, DEMO_TEACHING_COMPANIES.map(demoStudentEmail)));
  const courseIds = followed
    .filter((row) => row.email === demoStudentEmail(row.companyId))
    .map((row) => row.courseId);
  if (courseIds.length === 0) return false;
  const running = lookedUpRange(0, nowMinute, endOfParisDay);
  const later = lookedUpRange(1, nowMinute, endOfParisDay);
  const found = await db
    .select({
      companyId: slots.companyId,
      running: sql<boolean>`bool_or(${inRange(running)})`,
      later: sql<boolean>`bool_or(${inRange(later)})`,
    })
    .from(slots)
    .where(
      and(
        inArray(slots.courseId, courseIds),
        eq(slots.status, "validated"),
        sql`${slots.endsAt} > ${new Date(nowMinute)} and ${slots.startsAt} < ${endOfParisDay}`,
      ),
    )
    .groupBy(slots.companyId);
  // A window ending after midnight is never added: nothing to look for.
  const windows = liveWindows(nowMinute, now);
  const needed = (index: number) => (windows[index]?.end ?? 0) <= endOfParisDay.getTime();
  return DEMO_TEACHING_COMPANIES.every((companyId) => {
    const row = found.find((r) => r.companyId === companyId);
    return (!needed(0) || row?.running === true) && (!needed(1) || row?.later === true);
  });
}

const demoStudentEmail = (companyId: string) => `apprenant@${companyId}.example`;

/**
 * Keeps the demo alive on later days: at each start, when the demo student has no slot running now
 * (or none later today), adds one for the demo teacher, as the first seed did. Never touches existing
 * slots; skips a window where the teacher or the room is already booked.
 */
export async function refreshDemoLiveSlots(db: Db, now: Date = new Date()): Promise<number> {
  let added = 0;
  const nowMinute = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const endOfParisDay = parisTime(addDays(parisParts(now), 1), 0, 0);
  if (await hasDemoLiveSlots(db, nowMinute, now, endOfParisDay)) return 0;
  for (const companyId of DEMO_TEACHING_COMPANIES) {
    const company = await loadCompany(db, companyId);
    if (!company?.demoTeacherId || !company.demoStudentId) continue;
    const { demoTeacherId, demoStudentId } = company;
    const studentCourses = company.courseList.filter((c) => c.studentIds.includes(demoStudentId));
    const demoCourses = studentCourses.filter((c) => c.teacherIds.includes(demoTeacherId));
    const studentCourseIds = studentCourses.map((c) => c.id);
    const windows = liveWindows(nowMinute, now);
    for (const [index, window] of windows.entries()) {
      const course = demoCourses[index % Math.max(demoCourses.length, 1)];
      const start = new Date(window.start);
      const end = new Date(window.end);
      if (!course || end.getTime() > endOfParisDay.getTime()) continue;
      const seen = await hasSlotBetween(
        db,
        companyId,
        studentCourseIds,
        lookedUpRange(index, nowMinute, endOfParisDay),
      );
      if (seen || (await isBooked(db, companyId, demoTeacherId, window.room, start, end))) continue;
      await db.insert(slots).values({
        id: demoId(companyId, "slot", "live", String(index), String(window.start)),
        companyId,
        courseId: course.id,
        teacherId: demoTeacherId,
        startsAt: start,
        endsAt: end,
        room: window.room,
        mode: index === 0 ? "hybride" : "presentiel",
        videoLink: index === 0 ? `https://visio.${companyId}.example/salle-201` : null,
        status: "validated",
        homework: HOMEWORK[index] ?? "",
        createdBy: company.adminUserId,
        updatedBy: company.adminUserId,
      });
      added++;
    }
  }
  return added;
}
