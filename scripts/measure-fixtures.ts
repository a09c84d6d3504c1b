// Starting points shared by the benchmark scripts.
import type { Db } from "../apps/api/src/db/client.ts";
import { demoAccounts } from "../apps/api/src/test/factories.ts";
import { createCourse } from "../apps/api/src/test/factories-courses.ts";
import { openTestDatabase } from "../apps/api/src/test/harness.ts";
import { startServerProcess } from "../apps/api/src/test/server-process.ts";

/** The demo accounts, and a horizon course taught by the demo teacher and followed by the demo student. */
export async function createMeasuredCourse(db: Db) {
  const { teacherId, studentId } = await demoAccounts(db);
  const courseId = await createCourse(db, {
    companyId: "horizon",
    title: "Cours mesuré",
    teacherIds: [teacherId.horizon],
    studentIds: [studentId.horizon],
  });
  return { courseId };
}

/** A fresh test database, and a server process on it that seeds the demo (TEST_DATABASE_URL: PostgreSQL). */
export async function startDemoServer() {
  const opened = await openTestDatabase();
  const server = await startServerProcess({
    DATABASE_URL: opened.url ?? "",
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
  });
  return { opened, database: opened.database, server };
}
