import { EVALUATION_TYPE_LABELS, type Evaluation } from "@campus/contracts/evaluations";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { formatDay } from "../../../lib/dates.ts";

import { formatDecimal } from "../../../lib/format-number.ts";

interface EvaluationsTableProps {
  evaluations: readonly Evaluation[];
  enrolledCount: number;
  onEdit: (evaluation: Evaluation) => void;
  onDelete: (evaluation: Evaluation) => void;
}

/** A grade on the evaluation's scale ("12,25 / 20"), "—" when nobody is graded. */
const onScale = (value: number | null, scale: number) =>
  value === null ? "—" : `${formatDecimal(value)} / ${formatDecimal(scale)}`;

/** The course's evaluations with the class statistics of their saved grades. */
export function EvaluationsTable({ evaluations, enrolledCount, onEdit, onDelete }: EvaluationsTableProps) {
  return (
    <TableContainer sx={{ overflowX: "auto" }}>
      <Table aria-label="Évaluations du cours" sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            <TableCell>Titre</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Type</TableCell>
            <TableCell align="right">Coefficient</TableCell>
            <TableCell align="right">Barème</TableCell>
            <TableCell align="right">Moyenne</TableCell>
            <TableCell align="right">Min</TableCell>
            <TableCell align="right">Max</TableCell>
            <TableCell align="right">Notés</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {evaluations.map((evaluation) => (
            <TableRow key={evaluation.id} hover>
              <TableCell sx={{ minWidth: 180 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {evaluation.title}
                </Typography>
                {evaluation.slotId ? (
                  <Chip label="Note de séance" size="small" variant="outlined" sx={{ mt: 0.5 }} />
                ) : null}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDay(evaluation.date)}</TableCell>
              <TableCell>{EVALUATION_TYPE_LABELS[evaluation.type]}</TableCell>
              <TableCell align="right">{formatDecimal(evaluation.coefficient)}</TableCell>
              <TableCell align="right">{formatDecimal(evaluation.scale)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap", fontWeight: 600 }}>
                {onScale(evaluation.stats.average, evaluation.scale)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {formatDecimal(evaluation.stats.min)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {formatDecimal(evaluation.stats.max)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {evaluation.stats.gradedCount.toLocaleString("fr-FR")} /{" "}
                {enrolledCount.toLocaleString("fr-FR")}
              </TableCell>
              <TableCell align="right">
                <Box sx={{ display: "inline-flex", gap: 0.5 }}>
                  <Tooltip title="Modifier">
                    <IconButton
                      size="small"
                      aria-label={`Modifier l'évaluation ${evaluation.title}`}
                      onClick={() => onEdit(evaluation)}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Supprimer">
                    <IconButton
                      size="small"
                      aria-label={`Supprimer l'évaluation ${evaluation.title}`}
                      onClick={() => onDelete(evaluation)}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
