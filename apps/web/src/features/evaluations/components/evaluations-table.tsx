import { EVALUATION_TYPE_LABELS, type Evaluation } from "@campus/contracts/evaluations";
import { formatDecimal, formatNumber } from "@campus/contracts/format-number";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { formatDay } from "../../../lib/dates.ts";
import { RecordTable } from "../../../ui/record-table.tsx";
import { RowAction } from "../../../ui/row-action.tsx";
import { actionsColumn, type TableColumn } from "../../../ui/table-column.ts";

interface EvaluationsTableProps {
  evaluations: readonly Evaluation[];
  enrolledCount: number;
  onEdit: (evaluation: Evaluation) => void;
  onDelete: (evaluation: Evaluation) => void;
}

/** A grade on the evaluation's scale ("12,25 / 20"), "—" when nobody is graded. */
const onScale = (value: number | null, scale: number) =>
  value === null ? "—" : `${formatDecimal(value)} / ${formatDecimal(scale)}`;

/** The course's evaluations with the class statistics of their saved grades (cards on a phone). */
export function EvaluationsTable({ evaluations, enrolledCount, onEdit, onDelete }: EvaluationsTableProps) {
  const columns: TableColumn<Evaluation>[] = [
    {
      id: "title",
      label: "Titre",
      minWidth: 180,
      render: (evaluation) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {evaluation.title}
          </Typography>
          {evaluation.slotId ? (
            <Chip label="Note de séance" size="small" variant="outlined" sx={{ mt: 0.5 }} />
          ) : null}
        </>
      ),
    },
    { id: "date", label: "Date", noWrap: true, render: (evaluation) => formatDay(evaluation.date) },
    { id: "type", label: "Type", render: (evaluation) => EVALUATION_TYPE_LABELS[evaluation.type] },
    {
      id: "coefficient",
      label: "Coefficient",
      align: "right",
      render: (evaluation) => formatDecimal(evaluation.coefficient),
    },
    { id: "scale", label: "Barème", align: "right", render: (evaluation) => formatDecimal(evaluation.scale) },
    {
      id: "average",
      label: "Moyenne",
      align: "right",
      noWrap: true,
      render: (evaluation) => (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {onScale(evaluation.stats.average, evaluation.scale)}
        </Box>
      ),
    },
    { id: "min", label: "Min", align: "right", noWrap: true, render: (e) => formatDecimal(e.stats.min) },
    { id: "max", label: "Max", align: "right", noWrap: true, render: (e) => formatDecimal(e.stats.max) },
    {
      id: "graded",
      label: "Notés",
      align: "right",
      noWrap: true,
      render: (evaluation) =>
        `${formatNumber(evaluation.stats.gradedCount)} / ${formatNumber(enrolledCount)}`,
    },
    actionsColumn((evaluation) => (
      <Box sx={{ display: "inline-flex", gap: 0.5 }}>
        <RowAction
          title="Modifier"
          label={`Modifier l'évaluation ${evaluation.title}`}
          icon={<EditOutlined fontSize="small" />}
          onClick={() => onEdit(evaluation)}
        />
        <RowAction
          title="Supprimer"
          label={`Supprimer l'évaluation ${evaluation.title}`}
          icon={<DeleteOutlined fontSize="small" />}
          onClick={() => onDelete(evaluation)}
        />
      </Box>
    )),
  ];

  return (
    <RecordTable
      label="Évaluations du cours"
      columns={columns}
      rows={evaluations}
      getRowId={(evaluation) => evaluation.id}
      minWidth={900}
    />
  );
}
