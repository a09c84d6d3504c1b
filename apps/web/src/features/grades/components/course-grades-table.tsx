import { type CourseGrades, EVALUATION_TYPE_LABELS } from "@campus/contracts/evaluations";
import { formatDecimal } from "@campus/contracts/format-number";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatDay } from "../../../lib/dates.ts";
import { RecordTable } from "../../../ui/record-table.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";

/** "Moyenne pondérée : 13,45 / 20", or that nothing is graded yet. */
export function WeightedAverage({ average }: { average: number | null }) {
  return (
    <Typography sx={{ fontWeight: 600 }}>
      {average === null ? (
        "Moyenne pondérée : pas encore de note"
      ) : (
        <>
          Moyenne pondérée :{" "}
          <Box component="span" sx={{ fontSize: "1.25rem", fontWeight: 700, color: "primary.main" }}>
            {formatDecimal(average)}
          </Box>{" "}
          / 20
        </>
      )}
    </Typography>
  );
}

type GradedEvaluation = CourseGrades["evaluations"][number];

const COLUMNS: readonly TableColumn<GradedEvaluation>[] = [
  {
    id: "title",
    label: "Évaluation",
    isRowHeader: true,
    render: (evaluation) => (
      <Box component="span" sx={{ fontWeight: 600 }}>
        {evaluation.title}
      </Box>
    ),
  },
  {
    id: "value",
    label: "Note",
    align: "right",
    noWrap: true,
    render: (evaluation) =>
      evaluation.value === null ? (
        <Typography component="span" variant="body2" color="text.secondary">
          Non noté
        </Typography>
      ) : (
        <>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {formatDecimal(evaluation.value)}
          </Box>
          {` / ${formatDecimal(evaluation.scale)}`}
        </>
      ),
  },
  {
    id: "coefficient",
    label: "Coef.",
    align: "right",
    render: (evaluation) => formatDecimal(evaluation.coefficient),
  },
  { id: "date", label: "Date", noWrap: true, render: (evaluation) => formatDay(evaluation.date) },
  { id: "type", label: "Type", render: (evaluation) => EVALUATION_TYPE_LABELS[evaluation.type] },
  {
    id: "comment",
    label: "Commentaire",
    minWidth: 160,
    render: (evaluation) => (
      <Box component="span" sx={{ whiteSpace: "pre-line" }}>
        {evaluation.comment || "—"}
      </Box>
    ),
  },
];

/** A student's evaluations in one course with their grade and the teacher's comment (cards on a phone). */
export function CourseGradesTable({ grades }: { grades: CourseGrades }) {
  if (grades.evaluations.length === 0) {
    return <Typography color="text.secondary">Aucune évaluation pour ce cours pour le moment.</Typography>;
  }
  return (
    <RecordTable
      label={`Notes — ${grades.course.title}`}
      columns={COLUMNS}
      rows={grades.evaluations}
      getRowId={(evaluation) => evaluation.id}
      minWidth={560}
    />
  );
}
