import { CONTENT_MESSAGES } from "@campus/contracts/content";
import type { Executor } from "../../db/client.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { companyFeatures } from "../tenants/index.ts";

/** Refuses (FEATURE_OFF) when the caller's company turned written courses off. */
export async function requireWrittenCourses(db: Executor, ctx: Ctx): Promise<void> {
  const features = await companyFeatures(db, ctx.companyId);
  if (!features?.writtenCourses) {
    throw new AppError("FEATURE_OFF", { message: CONTENT_MESSAGES.featureOff });
  }
}
