import { type MarkChange, markStateText } from "@campus/contracts/history";
import { listName } from "@campus/contracts/people";
import Typography from "@mui/material/Typography";
import { changeItemText } from "../../../entities/mark-history/index.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import type { TableColumn } from "../../../ui/table-column.ts";

/** The history's columns: Date, Apprenant, Cours, Élément, Avant, Après, Par. */
export const MARK_CHANGE_COLUMNS: readonly TableColumn<MarkChange>[] = [
  { id: "date", label: "Date", noWrap: true, render: (change) => formatDateTime(change.changedAt) },
  {
    id: "student",
    label: "Apprenant",
    minWidth: 160,
    card: "title",
    render: (change) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {change.student ? listName(change.student) : "(supprimé)"}
        </Typography>
        {change.student ? (
          <Typography variant="caption" color="text.secondary">
            {change.student.studentNumber}
          </Typography>
        ) : null}
      </>
    ),
  },
  { id: "course", label: "Cours", minWidth: 160, render: (change) => change.course?.title ?? "(supprimé)" },
  { id: "item", label: "Élément", minWidth: 160, render: changeItemText },
  { id: "before", label: "Avant", render: (change) => markStateText(change.before) },
  {
    id: "after",
    label: "Après",
    render: (change) => (
      <>
        {markStateText(change.after)}
        {change.reason ? (
          <Typography variant="body2" color="text.secondary">
            {`Motif : ${change.reason}`}
          </Typography>
        ) : null}
      </>
    ),
  },
  { id: "author", label: "Par", minWidth: 140, render: (change) => change.author?.name ?? "—" },
];
