// Test data of the messaging area: the demo accounts, people of `ata` around one course, and people of
// `horizon`, built with the set-based builders of the test kit. Imported by the *.test.ts files only.
import type { Db } from "../../db/client.ts";
import { seedMessages } from "../../seed/demo-messages.ts";
import { createStudents, demoAccounts } from "../../test/factories.ts";
import { createCourse } from "../../test/factories-courses.ts";
import { createStudentAccounts, createTeacherAccounts } from "../../test/factories-messaging.ts";

/** A teacher (Paul Suppléant <label>) or a student (Zoé Témoin <label>) of `companyId`, found by its label. */
const teacherOf = (companyId: string, label: string) => ({
  companyId,
  email: `${label}@${companyId}.example`,
  firstname: "Paul",
  lastname: `Suppléant ${label}`,
});
const studentOf = (companyId: string, label: string, studentNumber: string) => ({
  companyId,
  email: `${label}@${companyId}.example`,
  firstname: "Zoé",
  lastname: `Témoin ${label}`,
  studentNumber,
});

/**
 * The demo accounts (test/factories.ts) and, besides them: `teacher` teaches `course` to `student` and
 * `classmate` (plus two students without accounts); `colleague` is another teacher of ata, `loner` a
 * student of ata in none of the teacher's courses; `foreigner` and `foreignTeacher` belong to horizon.
 * Nobody has written to anybody yet.
 */
export async function messagingWorld(db: Db) {
  const demo = await demoAccounts(db);
  const teachers = await createTeacherAccounts(db, {
    teacher: teacherOf("ata", "msgprof"),
    colleague: teacherOf("ata", "msgcollegue"),
    foreignTeacher: teacherOf("horizon", "msgprofhorizon"),
  });
  const students = await createStudentAccounts(db, {
    student: studentOf("ata", "msgeleve", "MSG-001"),
    classmate: studentOf("ata", "msgcamarade", "MSG-002"),
    loner: studentOf("ata", "msgseul", "MSG-003"),
    foreigner: studentOf("horizon", "msgetranger", "MSG-004"),
  });
  // Two students of the course without an account: an announcement cannot reach them.
  const withoutAccount = await createStudents(
    db,
    [1, 2].map((n) => ({
      companyId: "ata",
      studentNumber: `MSG-10${n}`,
      firstname: `Prénom${n}`,
      lastname: `Sans compte ${n}`,
      email: `sans.compte${n}@ata.example`,
    })),
  );
  const studentIds = [students.student.studentId, students.classmate.studentId, ...withoutAccount];
  const courseId = await createCourse(db, {
    companyId: "ata",
    title: "Cours de messagerie",
    teacherIds: [teachers.teacher.teacherId],
    studentIds,
  });
  return {
    ...teachers,
    ...students,
    course: { courseId, studentIds },
    demo,
    adminId: demo.userId("admin@ata.example"),
    directionId: demo.userId("direction@ata.example"),
    superadminId: demo.userId("superadmin@plateforme.example"),
  };
}

export type MessagingWorld = Awaited<ReturnType<typeof messagingWorld>>;

/**
 * The messaging world and the demo seed's conversations (seed/demo-messages.ts), with what that step
 * reads besides the demo accounts: in each company, a course the demo teacher gives the demo student.
 */
export async function messagingWorldWithDemoConversations(db: Db): Promise<MessagingWorld> {
  const world = await messagingWorld(db);
  for (const companyId of ["ata", "horizon"] as const) {
    await createCourse(db, {
      companyId,
      title: `Cours de démonstration ${companyId}`,
      teacherIds: [world.demo.teacherId[companyId]],
      studentIds: [world.demo.studentId[companyId]],
    });
  }
  await seedMessages(db);
  return world;
}
