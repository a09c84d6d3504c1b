// Test data of the teaching area (slots, attendance, evaluations), created directly in the database
// so that the tests do not depend on the demo seed's courses. Imported by the *.test.ts files only.
import { randomBytes } from "node:crypto";
import type { Role } from "@campus/contracts/roles";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courses, courseTeachers, enrolments, students, teachers, users } from "../../db/schema/index.ts";
import { passwordHash } from "../../test/factories.ts";

const unique = () => randomBytes(4).toString("hex");

/** An account of `companyId` with one role, able to sign in with the demo password (hashed once per process). */
async function insertAccount(
  db: Db,
  account: { companyId: string; email: string; role: Role; firstname: string; lastname: string },
): Promise<string> {
  const { role, ...values } = account;
  const [user] = await db
    .insert(users)
    .values({ ...values, passwordHash: await passwordHash(), roles: [role] })
    .returning();
  return user!.id;
}

/** A user with a teacher record, able to sign in with the demo password. */
export async function createTeacherAccount(db: Db, companyId: string, label = "prof") {
  const email = `${label}.${unique()}@${companyId}.example`;
  const names = { firstname: "Paul", lastname: `Suppléant ${label}` };
  const userId = await insertAccount(db, { companyId, email, role: "teacher", ...names });
  const [teacher] = await db
    .insert(teachers)
    .values({ companyId, userId, ...names, email })
    .returning();
  return { email, userId, teacherId: teacher!.id };
}

/** A user with a student record, able to sign in with the demo password. */
export async function createStudentAccount(db: Db, companyId: string, label = "eleve") {
  const email = `${label}.${unique()}@${companyId}.example`;
  const names = { firstname: "Zoé", lastname: `Témoin ${label}` };
  const userId = await insertAccount(db, { companyId, email, role: "student", ...names });
  const [student] = await db
    .insert(students)
    .values({ companyId, userId, studentNumber: `T-${unique()}`, ...names, email })
    .returning();
  return { email, userId, studentId: student!.id };
}

export async function teacherIdByEmail(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.email, email));
  if (!row) throw new Error(`no teacher ${email}`);
  return row.id;
}

export async function studentIdByEmail(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: students.id }).from(students).where(eq(students.email, email));
  if (!row) throw new Error(`no student ${email}`);
  return row.id;
}

/**
 * A course of `companyId` taught by `teacherIds`, followed by `studentIds` plus `extraStudents`
 * new students (without accounts).
 */
export async function createCourseFixture(
  db: Db,
  options: {
    companyId: string;
    teacherIds: string[];
    studentIds?: string[];
    extraStudents?: number;
    title?: string;
  },
) {
  const { companyId } = options;
  const [course] = await db
    .insert(courses)
    .values({
      companyId,
      title: options.title ?? `Cours de test ${unique()}`,
      thematicTitle: "Thématique de test",
    })
    .returning();
  const courseId = course!.id;
  if (options.teacherIds.length > 0) {
    await db
      .insert(courseTeachers)
      .values(options.teacherIds.map((teacherId) => ({ courseId, teacherId, companyId })));
  }
  const extra =
    (options.extraStudents ?? 0) > 0
      ? await db
          .insert(students)
          .values(
            Array.from({ length: options.extraStudents ?? 0 }, (_, i) => {
              const tag = unique();
              return {
                companyId,
                studentNumber: `F-${tag}`,
                firstname: `Prénom${i}`,
                lastname: `Nom${String(i).padStart(3, "0")}`,
                email: `fixture.${tag}@${companyId}.example`,
              };
            }),
          )
          .returning({ id: students.id })
      : [];
  const studentIds = [...(options.studentIds ?? []), ...extra.map((row) => row.id)];
  if (studentIds.length > 0) {
    await db.insert(enrolments).values(studentIds.map((studentId) => ({ courseId, studentId, companyId })));
  }
  return { courseId, studentIds };
}

/**
 * The demo teacher's course in "ata": the demo student, `classmate` (a new student with an account)
 * and two students without accounts; `stranger` is a teacher of the company outside it.
 */
export async function createDemoCourseFixture(db: Db, classmateLabel: string) {
  const demoStudentId = await studentIdByEmail(db, "apprenant@ata.example");
  const classmate = await createStudentAccount(db, "ata", classmateLabel);
  const stranger = await createTeacherAccount(db, "ata", "etranger");
  const course = await createCourseFixture(db, {
    companyId: "ata",
    teacherIds: [await teacherIdByEmail(db, "prof@ata.example")],
    studentIds: [demoStudentId, classmate.studentId],
    extraStudents: 2,
  });
  return { demoStudentId, classmate, stranger, course };
}

/** An ISO instant `days` days and `hours` hours after a fixed base far from the demo slots. */
export function at(days: number, hours = 0, base = "2031-03-03T08:00:00.000Z"): string {
  return new Date(new Date(base).getTime() + (days * 24 + hours) * 3_600_000).toISOString();
}

/** A multipart/form-data body holding one file in the field "file". */
export function multipartFile(filename: string, content: Buffer | string, type = "application/octet-stream") {
  const boundary = `----campus${randomBytes(8).toString("hex")}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
