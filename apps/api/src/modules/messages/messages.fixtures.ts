// Test data of the messaging area: people of `ata` around one course, and people of `horizon`.
// Imported by the *.test.ts files only.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import {
  createCourseFixture,
  createStudentAccount,
  createTeacherAccount,
} from "../slots/teaching.fixtures.ts";

export async function userIdByEmail(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * `teacher` teaches `course` to `student` and `classmate` (plus two students without accounts);
 * `colleague` is another teacher of ata, `loner` a student of ata in none of the teacher's courses;
 * `foreigner` and `foreignTeacher` belong to horizon.
 */
export async function createMessagingWorld(db: Db) {
  const teacher = await createTeacherAccount(db, "ata", "msgprof");
  const colleague = await createTeacherAccount(db, "ata", "msgcollegue");
  const student = await createStudentAccount(db, "ata", "msgeleve");
  const classmate = await createStudentAccount(db, "ata", "msgcamarade");
  const loner = await createStudentAccount(db, "ata", "msgseul");
  const foreigner = await createStudentAccount(db, "horizon", "msgetranger");
  const foreignTeacher = await createTeacherAccount(db, "horizon", "msgprofhorizon");
  const course = await createCourseFixture(db, {
    companyId: "ata",
    teacherIds: [teacher.teacherId],
    studentIds: [student.studentId, classmate.studentId],
    extraStudents: 2,
    title: "Cours de messagerie",
  });
  return {
    teacher,
    colleague,
    student,
    classmate,
    loner,
    foreigner,
    foreignTeacher,
    course,
    adminId: await userIdByEmail(db, "admin@ata.example"),
    directionId: await userIdByEmail(db, "direction@ata.example"),
    superadminId: await userIdByEmail(db, "superadmin@plateforme.example"),
    horizonAdminId: await userIdByEmail(db, "admin@horizon.example"),
  };
}
