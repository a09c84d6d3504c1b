import type { BoxRow } from "../../platform/access/assignment-access.ts";

/** The due date that applies to a student: their extension, else the box's. */
export const effectiveDue = (box: BoxRow, extendedDueAt: Date | null | undefined): Date =>
  extendedDueAt ?? box.dueAt;
