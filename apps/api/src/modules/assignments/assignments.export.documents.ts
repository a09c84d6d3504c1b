import { SUBMISSION_STATE_LABELS, type Submission } from "@campus/contracts/assignments";
import type { Db } from "../../db/client.ts";
import { requireBox } from "../../platform/access/assignment-access.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { buildTableXlsx, fileSlug, parisDateTime } from "../../platform/documents.ts";
import { boxRoster } from "./assignments.submissions.service.ts";

/** Who handed in what, as a spreadsheet (staff of the box). */
export async function exportSubmissions(db: Db, clock: Clock, ctx: Ctx, boxId: string) {
  const { box, courseTitle } = await requireBox(db, ctx, boxId, "manage");
  const rows = await boxRoster(db, ctx, box);
  const when = (iso: string | null) => (iso ? parisDateTime(new Date(iso)).full : "");
  const body = await buildTableXlsx<Submission>({
    sheetName: "Rendus",
    titleLines: [`${courseTitle} — ${box.title}`, `Date limite : ${when(box.dueAt.toISOString())}`],
    generatedAt: clock.now(),
    columns: [
      { header: "N° apprenant", width: 14, value: (row) => row.studentNumber },
      { header: "Nom", width: 22, value: (row) => row.lastname },
      { header: "Prénom", width: 18, value: (row) => row.firstname },
      { header: "État", width: 16, value: (row) => SUBMISSION_STATE_LABELS[row.state] },
      { header: "Rendu le", width: 18, value: (row) => when(row.submittedAt) },
      { header: "Date limite", width: 18, value: (row) => when(row.dueAt) },
      { header: "Fichiers", width: 10, value: (row) => row.files.length },
      { header: "Note", width: 8, value: (row) => row.feedback.grade ?? "" },
      { header: "Commentaire", width: 40, value: (row) => row.feedback.comment ?? "" },
    ],
    rows,
  });
  return { body, name: `${fileSlug(`${courseTitle} ${box.title}`)}-rendus.xlsx` };
}
