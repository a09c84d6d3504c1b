import type { Db } from "../db/client.ts";
import { courses, courseTeachers, enrolments } from "../db/schema/index.ts";
import { createStudents, createTeachers, type StudentInput, type TeacherInput } from "./factories.ts";
import { createLevels, createProgramme } from "./factories-courses.ts";

/**
 * Builders of a company's school data (levels, a programme, its cohorts, teachers and students, and
 * courses with their details) for the files that list, search, export or import them: a few dozen
 * rows, in a handful of statements, instead of the demo's 300 students per company.
 */

const FIRST_NAMES = [
  "Emma",
  "Louis",
  "Jade",
  "Gabriel",
  "Alice",
  "Raphaël",
  "Inès",
  "Arthur",
  "Chloé",
  "Nolan",
];
const LAST_NAMES = ["Martin", "Durand", "Moreau", "Lefebvre", "Girard", "Bonnet", "Fontaine", "Rousseau"];

/** Lower-case ASCII for an e-mail's local part. */
const emailPart = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * `count` students of a company, numbered `${prefix}${start}`, `${prefix}${start + 1}`, ... on four
 * digits, with distinct e-mails of `etu.<company>.example`; `each(i)` adds or overrides fields of the
 * i-th (placement, présentiel, address...).
 */
export function studentRows(
  companyId: string,
  {
    prefix,
    start = 1,
    count,
    each = () => ({}),
  }: { prefix: string; start?: number; count: number; each?: (i: number) => Partial<StudentInput> },
): StudentInput[] {
  return Array.from({ length: count }, (_, i) => {
    const firstname = FIRST_NAMES[i % FIRST_NAMES.length] ?? "Emma";
    const lastname = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length] ?? "Martin";
    return {
      companyId,
      studentNumber: `${prefix}${String(start + i).padStart(4, "0")}`,
      firstname,
      lastname,
      email: `${emailPart(firstname)}.${emailPart(lastname)}${i + 1}@etu.${companyId}.example`,
      ...each(i),
    };
  });
}

/** `count` teachers of a company, without accounts, with distinct names and e-mails (`enseignant<n>@...`). */
export function teacherRows(companyId: string, count: number): TeacherInput[] {
  return Array.from({ length: count }, (_, i) => {
    const firstname = FIRST_NAMES[(i + 3) % FIRST_NAMES.length] ?? "Louis";
    const lastname = `${LAST_NAMES[i % LAST_NAMES.length] ?? "Martin"}${i >= LAST_NAMES.length ? ` ${i}` : ""}`;
    return {
      companyId,
      firstname,
      lastname,
      email: `enseignant${i + 1}@${companyId}.example`,
      externalId: `${companyId.toUpperCase()}-P-${String(i + 2).padStart(3, "0")}`,
      speciality: "Culture générale et expression",
    };
  });
}

export interface CourseInput {
  companyId: string;
  title: string;
  thematicTitle?: string;
  description?: string;
  plannedHours?: number;
  programmeId?: string;
  levelId?: string;
  cohortId?: string;
  archived?: boolean;
  teacherIds?: string[];
  studentIds?: string[];
}

/** Courses with their details, teachers and enrolled students, in three statements; returns their ids in order. */
export async function createCourses(db: Db, rows: CourseInput[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(courses)
    .values(rows.map(({ teacherIds: _t, studentIds: _s, ...course }) => course))
    .returning({ id: courses.id });
  const ids = inserted.map((row) => row.id);
  const teaching = rows.flatMap((row, i) =>
    (row.teacherIds ?? []).map((teacherId) => ({
      companyId: row.companyId,
      courseId: ids[i] ?? "",
      teacherId,
    })),
  );
  if (teaching.length > 0) await db.insert(courseTeachers).values(teaching);
  const enrolled = rows.flatMap((row, i) =>
    (row.studentIds ?? []).map((studentId) => ({
      companyId: row.companyId,
      courseId: ids[i] ?? "",
      studentId,
    })),
  );
  if (enrolled.length > 0) await db.insert(enrolments).values(enrolled);
  return ids;
}

export interface SchoolInput {
  companyId: string;
  /** The student numbers' prefix, e.g. "ATA-2026-". */
  prefix: string;
  /** The first student number (the demo accounts' student is 0001). */
  start?: number;
  levels: string[];
  programme: {
    code: string;
    name: string;
    cohorts: { name: string; startDate: string; endDate: string }[];
    tracks?: string[];
  };
  teachers: number;
  students: number;
}

/** ata's school as the demo has it: three levels and BTS-MCO with two cohorts. */
export const ATA_SCHOOL = {
  companyId: "ata",
  prefix: "ATA-2026-",
  start: 2,
  levels: ["1re année", "2e année", "3e année"],
  programme: {
    code: "BTS-MCO",
    name: "BTS Management Commercial Opérationnel",
    cohorts: [
      { name: "BTS MCO 2025-2027", startDate: "2025-09-01", endDate: "2027-06-30" },
      { name: "BTS MCO 2026-2028", startDate: "2026-09-07", endDate: "2028-06-30" },
    ],
  },
} as const satisfies Omit<SchoolInput, "teachers" | "students">;

/**
 * A company's small school: its levels, one programme with its cohorts, `teachers` teachers and
 * `students` students. Student i is in cohort i mod (cohorts), at level i mod (levels), and every
 * third one is présentiel.
 */
export async function createSchool(db: Db, school: SchoolInput) {
  const { companyId } = school;
  const levelIds = await createLevels(db, companyId, school.levels);
  const { programmeId, cohortIds, trackIds } = await createProgramme(db, {
    companyId,
    code: school.programme.code,
    name: school.programme.name,
    levelIds,
    cohorts: school.programme.cohorts,
    tracks: school.programme.tracks ?? [],
  });
  const teacherIds =
    school.teachers > 0 ? await createTeachers(db, teacherRows(companyId, school.teachers)) : [];
  const rows = studentRows(companyId, {
    prefix: school.prefix,
    start: school.start,
    count: school.students,
    each: (i) => ({
      programmeId,
      cohortId: cohortIds[i % cohortIds.length],
      levelId: levelIds[i % levelIds.length],
      presentiel: i % 3 === 0,
      postalAddress: `${i + 1} rue de la République`,
      postalCode: "69002",
    }),
  });
  const studentIds = rows.length > 0 ? await createStudents(db, rows) : [];
  return {
    programmeId,
    levelIds,
    cohortIds,
    trackIds,
    teacherIds,
    students: rows.map((row, i) => ({ ...row, id: studentIds[i] ?? "" })),
  };
}
