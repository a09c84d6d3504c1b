import type { Ctx } from "../context.ts";
import { isAdministrator } from "./course-access.ts";

// Who sees which teacher record: every staff member of the company sees the company's teachers (the
// permission table keeps students out; the company filter keeps other companies out, 404). The
// teacher themself and the administrators see the whole record; a colleague not the phone.

/** The teacher themself and the administrators see the whole record; a colleague not the phone. */
export function teacherView(ctx: Ctx, row: { userId: string | null }): "full" | "limited" {
  return isAdministrator(ctx) || row.userId === ctx.userId ? "full" : "limited";
}
