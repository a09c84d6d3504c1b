import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { slotNotifications } from "../../db/schema/index.ts";

/** Deletes an account's alerts of timetable changes (its erasure under the RGPD). */
export async function deleteTimetableAlertsOf(db: Executor, userId: string): Promise<void> {
  await db.delete(slotNotifications).where(eq(slotNotifications.userId, userId));
}
