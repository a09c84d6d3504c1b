import { hasPlatformOperatorRole } from "@campus/contracts/roles";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies } from "../../db/schema/index.ts";
import type { Ctx } from "../context.ts";
import { notFound } from "../errors.ts";
import { isAdministrator } from "./course-access.ts";

// Which company a caller acts on, and who reads a company's own figures. Every caller acts on their
// own company; only the platform operator names another (any that exists). The company-wide figures
// (absences watched, students at risk) are the administrators'. Anything else answers 404.

/**
 * The company a company-scoped read or change acts on: the caller's own, or for the
 * platform superadmin any existing company. Naming another company otherwise answers 404.
 */
export async function resolveCompanyScope(db: Db, ctx: Ctx, companyId: string | undefined): Promise<string> {
  if (companyId === undefined || companyId === ctx.companyId) return ctx.companyId;
  if (!hasPlatformOperatorRole(ctx.roles)) throw notFound();
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound();
  return row.id;
}

/** The company's own figures (absences watched, students at risk) are the administrators': 404 to anyone else. */
export function requireCompanyFigures(ctx: Ctx): void {
  if (!isAdministrator(ctx)) throw notFound();
}
