import type { Executor } from "../../db/client.ts";
import { countSignIns, signInHistoryPage } from "../../platform/sessions.ts";
import { countHandInsOfStudent, handInsOfStudent } from "../assignments/index.ts";
import { countMarksOfStudent, marksOfStudent } from "../attendance/index.ts";
import { auditEntriesAbout, countAuditEntriesAbout } from "../audit/index.ts";
import {
  chapterReadsOf,
  countChapterReadsOf,
  countTimeCountersOf,
  timeCountersOf,
} from "../content/index.ts";
import { countEnrolmentChangesOfStudent, enrolmentChangesOfStudent } from "../courses/index.ts";
import { countGradesOfStudent, gradesOfStudent } from "../evaluations/index.ts";
import { countMessagesOfMember, messagesOfMember } from "../message-attachments/index.ts";
import { countStudentRecord, studentRecord } from "../student-cards/index.ts";
import { accountData, countAccountData } from "../users/index.ts";
import type { Person } from "./privacy.person.queries.ts";

// The machine-readable part of a person's copy of their data: one JSON file per section, read a page at a
// time by the functions of the section's owner module (joins bring the names along: never a query per row).

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

/** How an owner module counts and pages a person's rows, by their student record's or account's id. */
interface OwnerReads {
  count: (db: Executor, companyId: string, id: string) => Promise<number>;
  page: (db: Executor, companyId: string, id: string, at: PageAt, limit: number) => Promise<Row[]>;
}

/** The owner's reads of a page by offset. */
const byOffset =
  (
    page: (db: Executor, companyId: string, id: string, offset: number, limit: number) => Promise<Row[]>,
  ): OwnerReads["page"] =>
  (db, companyId, id, at, limit) =>
    page(db, companyId, id, at.offset, limit);

/** A section of the person's student record or account (none when they have no such record). */
function section(file: string, title: string, idOf: (person: Person) => string | null, read: OwnerReads) {
  return {
    file,
    title,
    count: async (db, person) => {
      const id = idOf(person);
      return id ? read.count(db, person.companyId, id) : 0;
    },
    page: async (db, person, at, limit) => {
      const id = idOf(person);
      return id ? read.page(db, person.companyId, id, at, limit) : [];
    },
  } satisfies ExportSection;
}

const ofStudent = (person: Person) => person.studentId;
const ofAccount = (person: Person) => person.userId;

/** The attendance marks, or only the slots attended (present or late). */
const attendanceSection = (file: string, title: string, attendedOnly: boolean) =>
  section(file, title, ofStudent, {
    count: (db, companyId, studentId) => countMarksOfStudent(db, companyId, studentId, attendedOnly),
    page: (db, companyId, studentId, at, limit) =>
      marksOfStudent(db, companyId, studentId, attendedOnly, at.offset, limit),
  });

// The audit entries about the person: their account or their student record.
const auditSection: ExportSection = {
  file: "journal.json",
  title: "Journal des modifications",
  count: async (db, person) => {
    const ids = idsOf(person);
    return ids.length > 0 ? countAuditEntriesAbout(db, person.companyId, ids) : 0;
  },
  page: async (db, person, at, limit) => {
    const ids = idsOf(person);
    return ids.length > 0 ? auditEntriesAbout(db, person.companyId, ids, person.userId, at.after, limit) : [];
  },
};

function idsOf(person: Person) {
  return [person.userId, person.studentId].filter((id): id is string => id !== null);
}

/** Every section of the copy, in the order of the PDF summary. */
export const EXPORT_SECTIONS: ExportSection[] = [
  section("compte.json", "Compte", ofAccount, { count: countAccountData, page: byOffset(accountData) }),
  section("dossier-apprenant.json", "Dossier d'apprenant", ofStudent, {
    count: countStudentRecord,
    page: byOffset(studentRecord),
  }),
  section("inscriptions.json", "Inscriptions aux cours", ofStudent, {
    count: countEnrolmentChangesOfStudent,
    page: byOffset(enrolmentChangesOfStudent),
  }),
  attendanceSection("seances-suivies.json", "Séances suivies", true),
  attendanceSection("presences.json", "Relevés de présence", false),
  section("notes.json", "Notes", ofStudent, { count: countGradesOfStudent, page: byOffset(gradesOfStudent) }),
  section("devoirs.json", "Devoirs rendus", ofStudent, {
    count: countHandInsOfStudent,
    page: byOffset(handInsOfStudent),
  }),
  // The messages of the person's conversations, written or received: their side of each conversation.
  section("messages.json", "Messages écrits et reçus", ofAccount, {
    count: countMessagesOfMember,
    page: (db, companyId, userId, at, limit) => messagesOfMember(db, companyId, userId, at.after, limit),
  }),
  section("chapitres-lus.json", "Chapitres lus", ofAccount, {
    count: countChapterReadsOf,
    page: byOffset(chapterReadsOf),
  }),
  section("temps.json", "Temps passé (par jour)", ofAccount, {
    count: countTimeCountersOf,
    page: byOffset(timeCountersOf),
  }),
  section("connexions.json", "Historique des connexions", ofAccount, {
    count: (db, _companyId, userId) => countSignIns(db, userId),
    page: (db, _companyId, userId, at, limit) => signInHistoryPage(db, userId, at.offset, limit),
  }),
  auditSection,
];
