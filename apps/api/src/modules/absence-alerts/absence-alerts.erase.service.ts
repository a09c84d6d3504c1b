import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { absenceAlertNotifications } from "../../db/schema/index.ts";

/** Deletes the absence alerts told to an account (its erasure under the RGPD). */
export async function deleteAbsenceAlertNoticesOf(db: Executor, userId: string): Promise<void> {
  await db.delete(absenceAlertNotifications).where(eq(absenceAlertNotifications.userId, userId));
}
