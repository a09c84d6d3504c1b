import type { Evaluation, GradeGrid } from "@campus/contracts/evaluations";
import { formatDecimal } from "@campus/contracts/format-number";
import { de } from "@campus/contracts/french";
import { type WeightedGrade, weightedAverage } from "@campus/contracts/grading";
import { listName } from "@campus/contracts/people";
import Box from "@mui/material/Box";
import { alpha, styled } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableFooter from "@mui/material/TableFooter";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, memo, useMemo } from "react";
import { MarkHistoryButton } from "../../../entities/mark-history/index.ts";
import { VISUALLY_HIDDEN } from "../../../ui/visually-hidden.ts";
import {
  type CellText,
  cellProblem,
  currentValue,
  type GridDraft,
  isFieldChanged,
  type SavedGrades,
  savedCellText,
} from "./grade-grid-draft.ts";
import { type GradeStats, gradeStats } from "./grade-values.ts";

type GridStudent = GradeGrid["students"][number];
type Grade = NonNullable<SavedGrades[string]>[string];

export type CellField = keyof CellText;
export type CellChangeHandler = (
  studentId: string,
  evaluationId: string,
  field: CellField,
  text: string,
) => void;

/** One column of inputs: an evaluation's grades, or the comments of one evaluation. */
interface GridColumn {
  field: CellField;
  evaluation: Evaluation;
}

const NAME_WIDTH = { xs: 150, sm: 220 } as const;
const FOOTER_ROW_HEIGHT = 37;
const FOOTER_ROWS = ["Moyenne", "Min", "Max"] as const;

const CellInput = styled("input")(({ theme }) => ({
  width: 64,
  boxSizing: "border-box",
  padding: "6px 4px",
  font: "inherit",
  fontSize: "0.875rem",
  textAlign: "center",
  color: theme.palette.text.primary,
  backgroundColor: "transparent",
  border: `1px solid ${theme.palette.mode === "light" ? theme.palette.grey[600] : theme.palette.grey[500]}`,
  borderRadius: theme.shape.borderRadius,
  "&:focus": { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -1 },
  "&[data-changed='true']": {
    backgroundColor: alpha(theme.palette.warning.main, theme.palette.mode === "light" ? 0.12 : 0.2),
  },
  "&[aria-invalid='true']": {
    borderColor: theme.palette.error.main,
    borderWidth: 2,
    backgroundColor: alpha(theme.palette.error.main, theme.palette.mode === "light" ? 0.08 : 0.2),
  },
  "&[data-field='comment']": { width: 200, textAlign: "left", paddingInline: 8 },
  "&:read-only": { opacity: 0.7 },
}));

/** Beside a grade, its « Historique » button, or the same room empty: the inputs stay in line. */
const HISTORY_SLOT_SX = { display: "inline-block", width: 30, ml: 0.25, verticalAlign: "middle" } as const;

/** The first column stays in view while the grid scrolls sideways (phones). */
const stickyName = {
  position: "sticky",
  left: 0,
  zIndex: 2,
  bgcolor: "background.paper",
  minWidth: NAME_WIDTH,
  maxWidth: NAME_WIDTH,
  borderRight: 1,
  borderRightColor: "divider",
} as const;

interface GradeRowProps {
  student: GridStudent;
  rowIndex: number;
  columns: readonly GridColumn[];
  savedRow: Readonly<Record<string, Grade>> | undefined;
  draftRow: Readonly<Record<string, CellText>> | undefined;
  /** The server's reasons for refusing cells of this row, by evaluation. */
  serverRow: Readonly<Record<string, string>> | undefined;
  isReadOnly: boolean;
  idPrefix: string;
  onCellChange: CellChangeHandler;
}

/** One student's row: a grade input per evaluation (and a comment input), their weighted average. */
const GradeRow = memo(function GradeRow({
  student,
  rowIndex,
  columns,
  savedRow,
  draftRow,
  serverRow,
  isReadOnly,
  idPrefix,
  onCellChange,
}: GradeRowProps) {
  const name = listName(student);
  const weighted: WeightedGrade[] = [];
  for (const { field, evaluation } of columns) {
    if (field !== "value") continue;
    const value = currentValue(draftRow?.[evaluation.id], savedRow?.[evaluation.id], evaluation.scale);
    if (value !== null)
      weighted.push({ value, scale: evaluation.scale, coefficient: evaluation.coefficient });
  }
  const average = weightedAverage(weighted);

  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={stickyName}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {student.studentNumber}
        </Typography>
      </TableCell>
      {columns.map(({ field, evaluation }, columnIndex) => {
        const saved = savedRow?.[evaluation.id];
        const text = draftRow?.[evaluation.id] ?? savedCellText(saved);
        const isTouched = draftRow?.[evaluation.id] !== undefined;
        const problem =
          (isTouched ? cellProblem(text, saved, evaluation.scale) : null) ??
          serverRow?.[evaluation.id] ??
          null;
        const isChanged = isTouched && isFieldChanged(field, text, saved, evaluation.scale);
        // The problem shows on the grade; on the comment too when the comment is the cause.
        const isInvalid = problem !== null && (field === "value" || text.value.trim() === "");
        const errorId = `${idPrefix}-${rowIndex}-${columnIndex}`;
        const label =
          field === "value"
            ? `Note ${de(name)} pour ${evaluation.title}`
            : `Commentaire ${de(name)} pour ${evaluation.title}`;
        return (
          <TableCell
            key={`${field}-${evaluation.id}`}
            align="center"
            sx={{ px: 1, py: 0.75, position: "relative" }}
          >
            <CellInput
              type="text"
              inputMode={field === "value" ? "decimal" : "text"}
              autoComplete="off"
              aria-label={label}
              aria-keyshortcuts={field === "value" && saved ? "Alt+H" : undefined}
              aria-invalid={isInvalid}
              aria-describedby={isInvalid ? errorId : undefined}
              title={isInvalid ? (problem ?? undefined) : undefined}
              data-cell={`${rowIndex}:${columnIndex}`}
              data-field={field}
              data-changed={isChanged}
              readOnly={isReadOnly}
              maxLength={field === "value" ? 8 : 1000}
              value={text[field]}
              onChange={(event) => onCellChange(student.id, evaluation.id, field, event.target.value)}
            />
            {isInvalid ? (
              <Box component="span" id={errorId} sx={VISUALLY_HIDDEN}>
                {problem}
              </Box>
            ) : null}
            {field === "value" ? (
              <Box component="span" sx={HISTORY_SLOT_SX}>
                {saved ? (
                  <MarkHistoryButton
                    target={{ kind: "grade", evaluationId: evaluation.id, studentId: student.id }}
                    label={`Historique de la note ${de(name)} pour ${evaluation.title}`}
                  />
                ) : null}
              </Box>
            ) : null}
          </TableCell>
        );
      })}
      <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
        {average === null ? "—" : formatDecimal(average)}
      </TableCell>
    </TableRow>
  );
});

interface GradeGridTableProps {
  evaluations: readonly Evaluation[];
  students: readonly GridStudent[];
  saved: SavedGrades;
  draft: GridDraft;
  serverProblems: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The evaluation whose comments have their own column, or null. */
  commentEvaluationId: string | null;
  isReadOnly: boolean;
  idPrefix: string;
  onCellChange: CellChangeHandler;
}

/** Moves the focus between the grid's inputs as a spreadsheet does. */
function handleGridKeyDown(event: KeyboardEvent<HTMLElement>, rowCount: number, columnCount: number) {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.dataset.cell) return;
  const [row = 0, column = 0] = input.dataset.cell.split(":").map(Number);
  const atStart = input.selectionStart === 0;
  const atEnd = input.selectionEnd === input.value.length;
  if (event.altKey && event.code === "KeyH") {
    // The grade's « Historique » button, which Tab (from input to input) never reaches.
    event.preventDefault();
    input.closest("td")?.querySelector("button")?.click();
    return;
  }
  let next: [number, number] | null = null;
  switch (event.key) {
    case "Enter":
      next = event.shiftKey ? [row - 1, column] : [row + 1, column];
      break;
    case "ArrowDown":
      next = [row + 1, column];
      break;
    case "ArrowUp":
      next = [row - 1, column];
      break;
    case "ArrowRight":
      if (!atEnd) return;
      next = [row, column + 1];
      break;
    case "ArrowLeft":
      if (!atStart) return;
      next = [row, column - 1];
      break;
    case "Tab":
      // Past the last cell (or before the first) the browser's Tab leaves the grid.
      if (event.shiftKey) {
        next = column > 0 ? [row, column - 1] : row > 0 ? [row - 1, columnCount - 1] : null;
      } else {
        next = column < columnCount - 1 ? [row, column + 1] : row < rowCount - 1 ? [row + 1, 0] : null;
      }
      if (!next) return;
      break;
    default:
      return;
  }
  event.preventDefault();
  const [nextRow, nextColumn] = next;
  if (nextRow < 0 || nextRow >= rowCount || nextColumn < 0 || nextColumn >= columnCount) return;
  const table = event.currentTarget;
  const target = table.querySelector<HTMLInputElement>(`input[data-cell="${nextRow}:${nextColumn}"]`);
  if (target) {
    target.focus();
    target.select();
  }
}

function StatCell({
  stats,
  kind,
  scale,
}: {
  stats: GradeStats;
  kind: (typeof FOOTER_ROWS)[number];
  scale?: number;
}) {
  const value = kind === "Moyenne" ? stats.average : kind === "Min" ? stats.min : stats.max;
  return (
    <>
      {formatDecimal(value)}
      {value !== null && scale !== undefined && kind === "Moyenne" ? (
        <Typography component="span" variant="caption" color="text.secondary">
          {` / ${formatDecimal(scale)}`}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * The grade grid: a row per enrolled student, a column per evaluation, the weighted average on
 * the right and the class statistics at the bottom, all following the typed (unsaved) values.
 */
export function GradeGridTable({
  evaluations,
  students,
  saved,
  draft,
  serverProblems,
  commentEvaluationId,
  isReadOnly,
  idPrefix,
  onCellChange,
}: GradeGridTableProps) {
  const columns = useMemo(() => {
    const list: GridColumn[] = [];
    for (const evaluation of evaluations) {
      list.push({ field: "value", evaluation });
      if (evaluation.id === commentEvaluationId) list.push({ field: "comment", evaluation });
    }
    return list;
  }, [evaluations, commentEvaluationId]);

  const { byEvaluation, averages } = useMemo(() => {
    const values = new Map<string, number[]>(evaluations.map((evaluation) => [evaluation.id, []]));
    const studentAverages: number[] = [];
    for (const student of students) {
      const weighted: WeightedGrade[] = [];
      for (const evaluation of evaluations) {
        const value = currentValue(
          draft[student.id]?.[evaluation.id],
          saved[student.id]?.[evaluation.id],
          evaluation.scale,
        );
        if (value === null) continue;
        values.get(evaluation.id)?.push(value);
        weighted.push({ value, scale: evaluation.scale, coefficient: evaluation.coefficient });
      }
      const average = weightedAverage(weighted);
      if (average !== null) studentAverages.push(average);
    }
    return {
      byEvaluation: new Map([...values].map(([id, list]) => [id, gradeStats(list)])),
      averages: gradeStats(studentAverages),
    };
  }, [evaluations, students, saved, draft]);

  const footerCell = (index: number) =>
    ({
      position: "sticky",
      bottom: (FOOTER_ROWS.length - 1 - index) * FOOTER_ROW_HEIGHT,
      zIndex: 2,
      bgcolor: "background.paper",
      height: FOOTER_ROW_HEIGHT,
      py: 0,
      fontWeight: 600,
      whiteSpace: "nowrap",
      borderTop: index === 0 ? 2 : 0,
      borderTopColor: "divider",
      color: "text.primary",
      fontSize: "0.875rem",
    }) as const;

  return (
    <TableContainer sx={{ maxHeight: "min(70vh, 900px)", overflow: "auto" }}>
      <Table
        stickyHeader
        size="small"
        aria-label="Grille des notes"
        onKeyDown={(event) => handleGridKeyDown(event, students.length, columns.length)}
        sx={{ minWidth: 360 }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyName, zIndex: 4, verticalAlign: "bottom" }}>Apprenant</TableCell>
            {columns.map(({ field, evaluation }) => (
              <TableCell
                key={`${field}-${evaluation.id}`}
                align="center"
                sx={{ minWidth: field === "value" ? 112 : 216, maxWidth: 160, verticalAlign: "bottom" }}
              >
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: "anywhere" }}
                >
                  {field === "value" ? evaluation.title : `Commentaire — ${evaluation.title}`}
                </Typography>
                {field === "value" ? (
                  <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
                    {`/${formatDecimal(evaluation.scale)} · coef. ${formatDecimal(evaluation.coefficient)}`}
                  </Typography>
                ) : null}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ whiteSpace: "nowrap", verticalAlign: "bottom" }}>
              Moyenne /20
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {students.map((student, rowIndex) => (
            <GradeRow
              key={student.id}
              student={student}
              rowIndex={rowIndex}
              columns={columns}
              savedRow={saved[student.id]}
              draftRow={draft[student.id]}
              serverRow={serverProblems[student.id]}
              isReadOnly={isReadOnly}
              idPrefix={idPrefix}
              onCellChange={onCellChange}
            />
          ))}
        </TableBody>
        <TableFooter>
          {FOOTER_ROWS.map((kind, index) => (
            <TableRow key={kind}>
              <TableCell component="th" scope="row" sx={{ ...footerCell(index), ...stickyName, zIndex: 3 }}>
                {kind}
              </TableCell>
              {columns.map(({ field, evaluation }) => {
                const stats = byEvaluation.get(evaluation.id);
                return (
                  <TableCell key={`${field}-${evaluation.id}`} align="center" sx={footerCell(index)}>
                    {field === "value" && stats ? (
                      <StatCell stats={stats} kind={kind} scale={evaluation.scale} />
                    ) : null}
                  </TableCell>
                );
              })}
              <TableCell align="right" sx={footerCell(index)}>
                <StatCell stats={averages} kind={kind} />
              </TableCell>
            </TableRow>
          ))}
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
