import { type CourseGrades, EVALUATION_TYPE_LABELS } from "@campus/contracts/evaluations";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { formatDay } from "../../../lib/dates.ts";

import { formatDecimal } from "../../../lib/format-number.ts";

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

/** A student's evaluations in one course with their grade and the teacher's comment. */
export function CourseGradesTable({ grades }: { grades: CourseGrades }) {
  if (grades.evaluations.length === 0) {
    return <Typography color="text.secondary">Aucune évaluation pour ce cours pour le moment.</Typography>;
  }
  return (
    <TableContainer sx={{ overflowX: "auto" }}>
      <Table aria-label={`Notes — ${grades.course.title}`} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Évaluation</TableCell>
            <TableCell align="right">Note</TableCell>
            <TableCell align="right">Coef.</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Commentaire</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {grades.evaluations.map((evaluation) => (
            <TableRow key={evaluation.id}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {evaluation.title}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {evaluation.value === null ? (
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
                )}
              </TableCell>
              <TableCell align="right">{formatDecimal(evaluation.coefficient)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDay(evaluation.date)}</TableCell>
              <TableCell>{EVALUATION_TYPE_LABELS[evaluation.type]}</TableCell>
              <TableCell sx={{ minWidth: 160, whiteSpace: "pre-line" }}>
                {evaluation.comment || "—"}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
