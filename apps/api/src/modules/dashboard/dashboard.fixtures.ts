// Test data of the homes' summaries, built directly in the database around a fixed "now": Wednesday
// 5 March 2031, 10:15 in Paris (UTC+1), in the week of Monday 3 to Sunday 9 March.
// Imported by the *.test.ts files only.
import type { AttendanceStatus } from "@campus/contracts/attendance";
import type { Db } from "../../db/client.ts";
import { assignmentBoxes, assignmentSubmissions, attendance } from "../../db/schema/index.ts";
import { createStudents, demoAccounts } from "../../test/factories.ts";
import { createCourse, createSlots, type SlotInput } from "../../test/factories-courses.ts";
import { createStudentAccount, createTeacherAccount } from "../slots/teaching.fixtures.ts";

export const NOW = new Date("2031-03-05T09:15:00.000Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An instant `days` days and `hours` hours from NOW. */
export const at = (days: number, hours = 0) => new Date(NOW.getTime() + days * DAY + hours * HOUR);

type Mark = [student: string, status: AttendanceStatus, excused?: boolean];

export async function dashboardFixture(db: Db) {
  const { teacherId, studentId } = await demoAccounts(db);
  const otherTeacher = await createTeacherAccount(db, "ata", "autre");
  const outsider = await createStudentAccount(db, "ata", "dehors");
  const [a = "", b = "", c = "", d = ""] = await createStudents(
    db,
    ["Alpha", "Bravo", "Charlie", "Delta"].map((lastname, i) => ({
      companyId: "ata",
      studentNumber: `DB-${i}`,
      firstname: "Élève",
      lastname,
      email: `${lastname.toLowerCase()}@etu.ata.example`,
    })),
  );
  const student: Record<string, string> = { me: studentId.ata, a, b, c, d };
  const courseId = await createCourse(db, {
    companyId: "ata",
    title: "Algèbre",
    teacherIds: [teacherId.ata],
    studentIds: Object.values(student),
  });
  const otherCourseId = await createCourse(db, {
    companyId: "ata",
    title: "Chimie",
    teacherIds: [otherTeacher.teacherId],
    studentIds: [student.me ?? ""],
  });
  const horizonCourseId = await createCourse(db, {
    companyId: "horizon",
    title: "Cours horizon",
    teacherIds: [teacherId.horizon],
    studentIds: [studentId.horizon],
  });

  // Slots, by name.
  const mine = { companyId: "ata", courseId, teacherId: teacherId.ata };
  const slotInputs: Record<string, SlotInput> = {
    // Today: 08:00 held, 10:00 validated, 14:00 cancelled; another teacher's; yesterday's.
    todayHeld: { ...mine, startsAt: at(0, -2.25), status: "held" },
    todayNow: { ...mine, startsAt: at(0, -0.25) },
    todayCancelled: { ...mine, startsAt: at(0, 3.75), status: "cancelled" },
    otherToday: {
      companyId: "ata",
      courseId: otherCourseId,
      teacherId: otherTeacher.teacherId,
      startsAt: at(0, 1),
    },
    yesterday: { ...mine, startsAt: at(-1) },
    // Proposals: earlier today and two to come count; yesterday's and horizon's do not.
    proposedToday: { ...mine, startsAt: at(0, -1), status: "proposed" },
    proposedTomorrow: { ...mine, startsAt: at(1), status: "proposed" },
    proposedLater: { ...mine, startsAt: at(12), status: "proposed" },
    proposedPast: { ...mine, startsAt: at(-1, 2), status: "proposed" },
    horizonProposed: {
      companyId: "horizon",
      courseId: horizonCourseId,
      teacherId: teacherId.horizon,
      startsAt: at(2),
      status: "proposed",
    },
    // Roll calls: Monday and Tuesday of this week, Sunday 23:30 before it, 10 and 20 days ago, and
    // either side of the first of the 30 days (Tuesday 4 February, Paris).
    monday: { ...mine, startsAt: at(-2), status: "held" },
    tuesday: { ...mine, startsAt: at(-1, -1), status: "held" },
    tuesdayCancelled: { ...mine, startsAt: at(-1, 3), status: "cancelled" },
    lastSunday: { ...mine, startsAt: new Date("2031-03-02T22:30:00.000Z"), status: "held" },
    tenDaysAgo: { ...mine, startsAt: at(-10), status: "held" },
    twentyDaysAgo: { ...mine, startsAt: at(-20), status: "held" },
    firstDayOfThirty: { ...mine, startsAt: new Date("2031-02-03T23:30:00.000Z"), status: "held" },
    dayBeforeThirty: { ...mine, startsAt: new Date("2031-02-03T22:30:00.000Z"), status: "held" },
    horizonMonday: {
      companyId: "horizon",
      courseId: horizonCourseId,
      teacherId: teacherId.horizon,
      startsAt: at(-2),
      status: "held",
    },
  };
  const names = Object.keys(slotInputs);
  const ids = await createSlots(db, Object.values(slotInputs));
  const slot = Object.fromEntries(names.map((name, i) => [name, ids[i] ?? ""]));

  // Unexcused this week: a (today, Monday), me (Monday, Tuesday), d (Tuesday) = 5. Over the 30 days:
  // me 4, a 3, d 3 (Tuesday, Sunday, the first day) are at risk; b (one excused) and c (lates, and
  // an absence the day before the 30) have 2.
  const marks: Record<string, Mark[]> = {
    todayHeld: [
      ["me", "present"],
      ["a", "absent"],
    ],
    monday: [
      ["a", "absent"],
      ["b", "absent", true],
      ["c", "late"],
      ["me", "absent"],
    ],
    tuesday: [
      ["me", "absent"],
      ["d", "absent"],
    ],
    tuesdayCancelled: [["a", "absent"]],
    lastSunday: [
      ["b", "absent"],
      ["c", "absent"],
      ["d", "absent"],
    ],
    tenDaysAgo: [
      ["a", "absent"],
      ["b", "absent"],
      ["c", "late"],
      ["me", "absent"],
    ],
    twentyDaysAgo: [
      ["c", "late"],
      ["me", "absent"],
    ],
    firstDayOfThirty: [
      ["c", "absent"],
      ["d", "absent"],
    ],
    dayBeforeThirty: [
      ["c", "absent"],
      ["d", "absent"],
    ],
  };
  const attendanceRows = Object.entries(marks).flatMap(([slotName, list]) =>
    list.map(([who, status, excused = false]) => ({
      companyId: "ata",
      slotId: slot[slotName] ?? "",
      studentId: student[who] ?? "",
      status,
      excused,
      excuseReason: excused ? "Certificat médical" : null,
    })),
  );
  attendanceRows.push({
    companyId: "horizon",
    slotId: slot.horizonMonday ?? "",
    studentId: studentId.horizon,
    status: "absent",
    excused: false,
    excuseReason: null,
  });
  await db.insert(attendance).values(attendanceRows);

  // Boxes of the Algèbre course (prof@ata's), by name; the other teacher's Chimie; an archived one.
  const box = (title: string, values: Partial<typeof assignmentBoxes.$inferInsert> = {}) => ({
    companyId: "ata",
    courseId,
    title,
    opensAt: at(-5),
    dueAt: at(1),
    allowLate: true,
    acceptedKinds: ["pdf"],
    maxFileBytes: 1_000_000,
    maxFiles: 3,
    ...values,
  });
  const boxInputs = {
    dueTomorrow: box("Dû demain"),
    dueIn3Days: box("Dû dans trois jours", { dueAt: at(3) }),
    lateAllowed: box("En retard accepté", { dueAt: at(-1) }),
    lateRefused: box("En retard refusé", { dueAt: at(-1), allowLate: false }),
    notOpen: box("Pas encore ouvert", { opensAt: at(1), dueAt: at(4) }),
    archived: box("Archivé", { archivedAt: at(-1) }),
    extended: box("Prolongé", { dueAt: at(-1), allowLate: false }),
    handedIn: box("Déjà rendu"),
    dueIn10Days: box("Dû dans dix jours", { dueAt: at(10) }),
    dueIn11Days: box("Dû dans onze jours", { dueAt: at(11) }),
    chemistry: box("Chimie", { courseId: otherCourseId, dueAt: at(2) }),
  };
  const boxRows = await db
    .insert(assignmentBoxes)
    .values(Object.values(boxInputs))
    .returning({ id: assignmentBoxes.id });
  const boxId = Object.fromEntries(Object.keys(boxInputs).map((name, i) => [name, boxRows[i]?.id ?? ""]));
  const submission = (
    boxName: string,
    who: string,
    values: Partial<typeof assignmentSubmissions.$inferInsert>,
  ) => ({ companyId: "ata", boxId: boxId[boxName] ?? "", studentId: student[who] ?? "", ...values });
  await db
    .insert(assignmentSubmissions)
    .values([
      submission("dueTomorrow", "a", { submittedAt: at(-1) }),
      submission("dueTomorrow", "c", { submittedAt: at(-2) }),
      submission("dueTomorrow", "b", { submittedAt: at(-3), gradedAt: at(-1), grade: 12 }),
      submission("dueIn3Days", "d", { submittedAt: at(-4) }),
      submission("archived", "a", { submittedAt: at(-2) }),
      submission("extended", "me", { extendedDueAt: at(2) }),
      submission("handedIn", "me", { submittedAt: at(-1) }),
      submission("chemistry", "me", { submittedAt: at(-1) }),
    ]);

  return { slot, student, boxId, outsider, otherTeacher, horizonStudentId: studentId.horizon };
}
