import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { meta } from "../db/schema/index.ts";
import { seedAccounts } from "./demo-accounts.ts";
import { seedAssignments } from "./demo-assignments.ts";
import { seedCompanies } from "./demo-companies.ts";
import { seedContent } from "./demo-content.ts";
import { seedCourses } from "./demo-courses.ts";
import { seedMessages } from "./demo-messages.ts";
import { seedSchool } from "./demo-school.ts";
import { seedTeaching } from "./demo-teaching.ts";

/** Bump when a step is added: every step is idempotent and runs again on older databases. */
export const SEED_VERSION = "8";

const steps: ((db: Db) => Promise<void>)[] = [
  seedCompanies,
  seedAccounts,
  seedSchool,
  seedCourses,
  seedTeaching,
  seedMessages,
  (db) => seedAssignments(db),
  seedContent,
];

/** Seeds the demo data once per seed version; returns whether anything ran. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [current] = await db.select().from(meta).where(eq(meta.key, "seed_version"));
  if (current?.value === SEED_VERSION) return false;
  for (const step of steps) await step(db);
  await db
    .insert(meta)
    .values({ key: "seed_version", value: SEED_VERSION })
    .onConflictDoUpdate({ target: meta.key, set: { value: SEED_VERSION } });
  return true;
}
