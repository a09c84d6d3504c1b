import { and, asc, count, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  assignmentBoxes,
  assignmentFiles,
  assignmentSubmissions,
  attendance,
  attendanceSignatures,
  auditLog,
  conversationMembers,
  courses,
  messages,
  slots,
  students,
  timeCounters,
  users,
} from "../../db/schema/index.ts";
import { countSignIns, signInHistoryPage } from "../../platform/sessions.ts";
import { chapterReadsOf, countChapterReadsOf } from "../content/index.ts";
import { countEnrolmentChangesOfStudent, enrolmentChangesOfStudent } from "../courses/index.ts";
import { countGradesOfStudent, gradesOfStudent } from "../evaluations/index.ts";
import { referenceNames } from "../school/index.ts";
import type { Person } from "./privacy.person.queries.ts";

// The machine-readable part of a person's copy of their data: one JSON file per section, read a page at a
// time (joins bring the names along: never a query per row).

export interface ExportSection {
  /** The JSON file's name in the zip. */
  file: string;
  /** The section's title in the PDF summary. */
  title: string;
  count: (db: Executor, person: Person) => Promise<number>;
  /** A page of rows; a row's `cursor`, when the section gives one, is where the next page starts (not exported). */
  page: (db: Executor, person: Person, at: PageAt, limit: number) => Promise<Row[]>;
}

type Row = Record<string, unknown>;

/** Where a page starts: after the rows already read (`offset`), or after the last row's `cursor`. */
export interface PageAt {
  offset: number;
  after: string | null;
}

const none = async () => 0;
const nothing = async () => [];

/** A section read from one query: `where` says whose rows; undefined when the person has no such record. */
function section(
  file: string,
  title: string,
  where: (person: Person) => SQL | undefined,
  select: (
    where: SQL,
    person: Person,
  ) => {
    count: (db: Executor) => Promise<number>;
    page: (db: Executor, at: PageAt, limit: number) => Promise<Row[]>;
  },
): ExportSection {
  return {
    file,
    title,
    count: (db, person) => {
      const condition = where(person);
      return condition ? select(condition, person).count(db) : none();
    },
    page: (db, person, at, limit) => {
      const condition = where(person);
      return condition ? select(condition, person).page(db, at, limit) : nothing();
    },
  };
}

const studentWhere =
  (studentColumn: Parameters<typeof eq>[0], companyColumn: Parameters<typeof eq>[0]) => (person: Person) =>
    person.studentId
      ? and(eq(studentColumn, person.studentId), eq(companyColumn, person.companyId))
      : undefined;
const userWhere =
  (userColumn: Parameters<typeof eq>[0], companyColumn: Parameters<typeof eq>[0]) => (person: Person) =>
    person.userId ? and(eq(userColumn, person.userId), eq(companyColumn, person.companyId)) : undefined;

const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

const accountSection = section("compte.json", "Compte", userWhere(users.id, users.companyId), (where) => ({
  count: (db) => total(db.select({ n: count() }).from(users).where(where)),
  page: (db, at, limit) =>
    db
      .select({
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        displayName: users.displayName,
        personalEmail: users.emailPerso,
        phoneNumber: users.phoneNumber,
        address: users.address,
        zipCode: users.zipCode,
        city: users.city,
        state: users.state,
        country: users.country,
        about: users.about,
        isPublic: users.isPublic,
        roles: users.roles,
        disabled: users.disabled,
        emailVerified: users.emailVerified,
        messageDigest: users.messageDigest,
        hasPhoto: sql<boolean>`${users.photoUrl} is not null`,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(where)
      .limit(limit)
      .offset(at.offset),
}));

const studentRecordSection = section(
  "dossier-apprenant.json",
  "Dossier d'apprenant",
  studentWhere(students.id, students.companyId),
  (where, person) => ({
    count: (db) => total(db.select({ n: count() }).from(students).where(where)),
    page: (db, at, limit) => {
      const names = referenceNames(db, person.companyId);
      return db
        .select({
          studentNumber: students.studentNumber,
          firstname: students.firstname,
          lastname: students.lastname,
          usageName: students.usageName,
          email: students.email,
          postalAddress: students.postalAddress,
          postalCode: students.postalCode,
          programme: names.programmes.name,
          level: names.levels.label,
          cohort: names.cohorts.name,
          presentiel: students.presentiel,
          archivedAt: students.archivedAt,
          createdAt: students.createdAt,
        })
        .from(students)
        .leftJoin(names.programmes, eq(names.programmes.id, students.programmeId))
        .leftJoin(names.levels, eq(names.levels.id, students.levelId))
        .leftJoin(names.cohorts, eq(names.cohorts.id, students.cohortId))
        .where(where)
        .limit(limit)
        .offset(at.offset);
    },
  }),
);

/** A section of the person's student record, read by its owner's functions (none without a student record). */
function studentSection(
  file: string,
  title: string,
  read: {
    count: (db: Executor, companyId: string, studentId: string) => Promise<number>;
    page: (
      db: Executor,
      companyId: string,
      studentId: string,
      offset: number,
      limit: number,
    ) => Promise<Row[]>;
  },
): ExportSection {
  return {
    file,
    title,
    count: (db, person) => (person.studentId ? read.count(db, person.companyId, person.studentId) : none()),
    page: (db, person, at, limit) =>
      person.studentId ? read.page(db, person.companyId, person.studentId, at.offset, limit) : nothing(),
  };
}

const enrolmentsSection = studentSection("inscriptions.json", "Inscriptions aux cours", {
  count: countEnrolmentChangesOfStudent,
  page: enrolmentChangesOfStudent,
});

/** The attendance marks, or only the slots attended (present or late). */
function attendanceSection(file: string, title: string, attendedOnly: boolean) {
  const base = studentWhere(attendance.studentId, attendance.companyId);
  const where = (person: Person) => {
    const own = base(person);
    return own && attendedOnly ? and(own, inArray(attendance.status, ["present", "late"])) : own;
  };
  return section(file, title, where, (condition) => ({
    count: (db) => total(db.select({ n: count() }).from(attendance).where(condition)),
    page: (db, at, limit) =>
      db
        .select({
          course: courses.title,
          startsAt: slots.startsAt,
          endsAt: slots.endsAt,
          room: slots.room,
          mode: slots.mode,
          status: attendance.status,
          lateMinutes: attendance.lateMinutes,
          excused: attendance.excused,
          excuseReason: attendance.excuseReason,
          markedAt: attendance.markedAt,
          signedAt: attendanceSignatures.signedAt,
          signedVia: attendanceSignatures.via,
        })
        .from(attendance)
        .innerJoin(slots, eq(slots.id, attendance.slotId))
        .leftJoin(
          attendanceSignatures,
          and(
            eq(attendanceSignatures.slotId, attendance.slotId),
            eq(attendanceSignatures.studentId, attendance.studentId),
          ),
        )
        .innerJoin(courses, eq(courses.id, slots.courseId))
        .where(condition)
        .orderBy(asc(slots.startsAt), asc(slots.id))
        .limit(limit)
        .offset(at.offset),
  }));
}

const gradesSection = studentSection("notes.json", "Notes", {
  count: countGradesOfStudent,
  page: gradesOfStudent,
});

const handInsSection = section(
  "devoirs.json",
  "Devoirs rendus",
  studentWhere(assignmentSubmissions.studentId, assignmentSubmissions.companyId),
  (where) => ({
    count: (db) => total(db.select({ n: count() }).from(assignmentSubmissions).where(where)),
    page: (db, at, limit) =>
      db
        .select({
          course: courses.title,
          box: assignmentBoxes.title,
          dueAt: assignmentBoxes.dueAt,
          extendedDueAt: assignmentSubmissions.extendedDueAt,
          submittedAt: assignmentSubmissions.submittedAt,
          grade: assignmentSubmissions.grade,
          feedback: assignmentSubmissions.feedbackComment,
          gradedAt: assignmentSubmissions.gradedAt,
          files: sql<
            { name: string; size: number; role: string; uploadedAt: string }[]
          >`coalesce((select json_agg(json_build_object('name', ${assignmentFiles.name}, 'size', ${assignmentFiles.size}, 'role', ${assignmentFiles.role}, 'uploadedAt', ${assignmentFiles.createdAt}) order by ${assignmentFiles.createdAt}) from ${assignmentFiles} where ${assignmentFiles.boxId} = ${assignmentSubmissions.boxId} and ${assignmentFiles.studentId} = ${assignmentSubmissions.studentId}), '[]'::json)`,
        })
        .from(assignmentSubmissions)
        .innerJoin(assignmentBoxes, eq(assignmentBoxes.id, assignmentSubmissions.boxId))
        .innerJoin(courses, eq(courses.id, assignmentBoxes.courseId))
        .where(where)
        .orderBy(asc(assignmentBoxes.dueAt), asc(assignmentBoxes.id))
        .limit(limit)
        .offset(at.offset),
  }),
);

/** SQL: the messages after the cursor `<created_at as text>|<id>` (exact to the microsecond, unlike a Date). */
function afterMessage(cursor: string) {
  const split = cursor.lastIndexOf("|");
  return sql`(${messages.createdAt}, ${messages.id}) > (${cursor.slice(0, split)}::timestamptz, ${cursor.slice(split + 1)}::uuid)`;
}

// The messages of the person's conversations, written or received: their side of each conversation.
const messagesSection = section(
  "messages.json",
  "Messages écrits et reçus",
  (person) =>
    person.userId
      ? and(
          eq(conversationMembers.userId, person.userId),
          eq(conversationMembers.companyId, person.companyId),
        )
      : undefined,
  (where) => ({
    count: (db) =>
      total(
        db
          .select({ n: count() })
          .from(messages)
          .innerJoin(conversationMembers, eq(conversationMembers.conversationId, messages.conversationId))
          .where(where),
      ),
    page: (db, at, limit) =>
      db
        .select({
          cursor: sql<string>`${messages.createdAt}::text || '|' || ${messages.id}::text`,
          conversationId: messages.conversationId,
          isWrittenByMe: sql<boolean>`${messages.authorId} = ${conversationMembers.userId}`,
          author: users.displayName,
          body: messages.body,
          attachmentName: messages.attachmentName,
          sentAt: messages.createdAt,
          readAt: messages.readAt,
        })
        .from(messages)
        .innerJoin(conversationMembers, eq(conversationMembers.conversationId, messages.conversationId))
        .innerJoin(users, eq(users.id, messages.authorId))
        .where(and(where, at.after ? afterMessage(at.after) : undefined))
        .orderBy(asc(messages.createdAt), asc(messages.id))
        .limit(limit),
  }),
);

const chaptersSection: ExportSection = {
  file: "chapitres-lus.json",
  title: "Chapitres lus",
  count: (db, person) => (person.userId ? countChapterReadsOf(db, person.companyId, person.userId) : none()),
  page: (db, person, at, limit) =>
    person.userId ? chapterReadsOf(db, person.companyId, person.userId, at.offset, limit) : nothing(),
};

const timeSection = section(
  "temps.json",
  "Temps passé (par jour)",
  userWhere(timeCounters.userId, timeCounters.companyId),
  (where) => ({
    count: (db) => total(db.select({ n: count() }).from(timeCounters).where(where)),
    page: (db, at, limit) =>
      db
        .select({
          day: timeCounters.day,
          course: courses.title,
          seconds: timeCounters.seconds,
          replaySeconds: timeCounters.replaySeconds,
          liveSeconds: timeCounters.liveSeconds,
        })
        .from(timeCounters)
        .leftJoin(courses, eq(courses.id, timeCounters.courseId))
        .where(where)
        .orderBy(asc(timeCounters.day), asc(timeCounters.scope))
        .limit(limit)
        .offset(at.offset),
  }),
);

const signInsSection: ExportSection = {
  file: "connexions.json",
  title: "Historique des connexions",
  count: (db, person) => (person.userId ? countSignIns(db, person.userId) : none()),
  page: (db, person, at, limit) =>
    person.userId ? signInHistoryPage(db, person.userId, at.offset, limit) : nothing(),
};

// The audit entries about the person: their account or their student record.
const auditSection = section(
  "journal.json",
  "Journal des modifications",
  (person) => {
    const ids = [person.userId, person.studentId].filter((id): id is string => id !== null);
    return ids.length > 0
      ? and(eq(auditLog.companyId, person.companyId), inArray(auditLog.entityId, ids))
      : undefined;
  },
  (where, person) => ({
    count: (db) => total(db.select({ n: count() }).from(auditLog).where(where)),
    page: (db, at, limit) =>
      db
        .select({
          cursor: sql<string>`${auditLog.id}::text`,
          at: auditLog.createdAt,
          action: auditLog.action,
          entity: auditLog.entity,
          isByMe: sql<boolean>`coalesce(${auditLog.actorId} = ${person.userId}, false)`,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .where(and(where, at.after ? gt(auditLog.id, Number(at.after)) : undefined))
        .orderBy(asc(auditLog.id))
        .limit(limit),
  }),
);

/** Every section of the copy, in the order of the PDF summary. */
export const EXPORT_SECTIONS: ExportSection[] = [
  accountSection,
  studentRecordSection,
  enrolmentsSection,
  attendanceSection("seances-suivies.json", "Séances suivies", true),
  attendanceSection("presences.json", "Relevés de présence", false),
  gradesSection,
  handInsSection,
  messagesSection,
  chaptersSection,
  timeSection,
  signInsSection,
  auditSection,
];
