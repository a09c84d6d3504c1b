import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { calendarFeeds } from "../../db/schema/index.ts";

/** Deletes an account's calendar feeds (its erasure under the RGPD): their addresses answer 404. */
export async function deleteCalendarFeedsOf(db: Executor, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
