import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { accountTokens } from "../../db/schema/index.ts";

/** Deletes every link token of an account (its erasure under the RGPD). */
export async function deleteAccountTokensOf(db: Executor, userId: string): Promise<void> {
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
}
