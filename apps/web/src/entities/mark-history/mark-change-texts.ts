import type { MarkChange } from "@campus/contracts/history";
import { formatDateTime } from "../../lib/dates.ts";

/** What a change is about: the evaluation's title, or « Séance du 03/12/2026 09:00 ». */
export function changeItemText(change: MarkChange): string {
  if (change.evaluation) return change.evaluation.title;
  if (change.slot) return `Séance du ${formatDateTime(change.slot.startsAt)}`;
  return "(supprimé)";
}
