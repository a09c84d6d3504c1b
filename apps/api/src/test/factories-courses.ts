import type { EvaluationType } from "@campus/contracts/evaluations";
import type { SlotMode, SlotStatus } from "@campus/contracts/slots";
import type { Db } from "../db/client.ts";
import {
  cohorts,
  courses,
  courseTeachers,
  enrolments,
  evaluations,
  levels,
  programmeLevels,
  programmes,
  slots,
  tracks,
} from "../db/schema/index.ts";

/**
 * Set-based builders of the teaching side of a test file's fixture: levels, a programme with its
 * cohorts and tracks, courses with their teachers and students, slots and evaluations.
 */

/** A company's levels, in order; returns their ids. */
export async function createLevels(db: Db, companyId: string, labels: string[]): Promise<string[]> {
  const inserted = await db
    .insert(levels)
    .values(labels.map((label, position) => ({ companyId, label, position })))
    .returning({ id: levels.id });
  return inserted.map((row) => row.id);
}

/** A programme with its levels (ids of `createLevels`), cohorts (sessions) and tracks (parcours). */
export async function createProgramme(
  db: Db,
  {
    companyId,
    code,
    name = code,
    levelIds = [],
    cohorts: cohortRows = [{ name: `${code} 2026` }],
    tracks: trackNames = [],
  }: {
    companyId: string;
    code: string;
    name?: string;
    levelIds?: string[];
    cohorts?: { name: string; startDate?: string; endDate?: string }[];
    tracks?: string[];
  },
): Promise<{ programmeId: string; cohortIds: string[]; trackIds: string[] }> {
  const [programme] = await db
    .insert(programmes)
    .values({ companyId, code, name })
    .returning({ id: programmes.id });
  if (!programme) throw new Error("createProgramme: nothing inserted");
  const programmeId = programme.id;
  if (levelIds.length > 0) {
    await db.insert(programmeLevels).values(levelIds.map((levelId) => ({ companyId, programmeId, levelId })));
  }
  const cohortIds =
    cohortRows.length > 0
      ? await db
          .insert(cohorts)
          .values(cohortRows.map((row) => ({ ...row, companyId, programmeId })))
          .returning({ id: cohorts.id })
      : [];
  const trackIds =
    trackNames.length > 0
      ? await db
          .insert(tracks)
          .values(trackNames.map((trackName) => ({ companyId, programmeId, name: trackName })))
          .returning({ id: tracks.id })
      : [];
  return {
    programmeId,
    cohortIds: cohortIds.map((row) => row.id),
    trackIds: trackIds.map((row) => row.id),
  };
}

/** A course with its teachers and enrolled students. */
export async function createCourse(
  db: Db,
  {
    companyId,
    title,
    teacherIds = [],
    studentIds = [],
    programmeId,
    levelId,
    cohortId,
    archived = false,
  }: {
    companyId: string;
    title: string;
    teacherIds?: string[];
    studentIds?: string[];
    programmeId?: string;
    levelId?: string;
    cohortId?: string;
    archived?: boolean;
  },
): Promise<string> {
  const [course] = await db
    .insert(courses)
    .values({ companyId, title, programmeId, levelId, cohortId, archived })
    .returning({ id: courses.id });
  if (!course) throw new Error("createCourse: nothing inserted");
  if (teacherIds.length > 0)
    await db
      .insert(courseTeachers)
      .values(teacherIds.map((teacherId) => ({ companyId, courseId: course.id, teacherId })));
  if (studentIds.length > 0)
    await db
      .insert(enrolments)
      .values(studentIds.map((studentId) => ({ companyId, courseId: course.id, studentId })));
  return course.id;
}

export interface SlotInput {
  companyId: string;
  courseId: string;
  teacherId?: string;
  startsAt: Date;
  /** One hour after `startsAt` unless given. */
  endsAt?: Date;
  room?: string;
  mode?: SlotMode;
  status?: SlotStatus;
}

/** Class slots; returns their ids in order. */
export async function createSlots(db: Db, rows: SlotInput[]): Promise<string[]> {
  const inserted = await db
    .insert(slots)
    .values(
      rows.map((row) => ({
        ...row,
        endsAt: row.endsAt ?? new Date(row.startsAt.getTime() + 3_600_000),
        status: row.status ?? "validated",
      })),
    )
    .returning({ id: slots.id });
  return inserted.map((row) => row.id);
}

export interface EvaluationInput {
  companyId: string;
  courseId: string;
  title: string;
  slotId?: string;
  date?: string;
  coefficient?: number;
  scale?: number;
  type?: EvaluationType;
}

/** Evaluations of a course; returns their ids in order. */
export async function createEvaluations(db: Db, rows: EvaluationInput[]): Promise<string[]> {
  const inserted = await db.insert(evaluations).values(rows).returning({ id: evaluations.id });
  return inserted.map((row) => row.id);
}
