import { CONTENT_MESSAGES } from "@campus/contracts/content";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { companies } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";

/** Refuses (FEATURE_OFF) when the caller's company turned written courses off. */
export async function requireWrittenCourses(db: Executor, ctx: Ctx): Promise<void> {
  const [row] = await db
    .select({ features: companies.features })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  if (!row?.features.writtenCourses) {
    throw new AppError("FEATURE_OFF", { message: CONTENT_MESSAGES.featureOff });
  }
}
