import type { Evaluation, GradeGrid } from "@campus/contracts/evaluations";
import { formatDecimal } from "@campus/contracts/format-number";
import { de } from "@campus/contracts/french";
import { parseGrade } from "@campus/contracts/grading";
import { MESSAGES } from "@campus/contracts/messages";
import { listName } from "@campus/contracts/people";
import type { SlotDetail } from "@campus/contracts/slots";
import { zodResolver } from "@hookform/resolvers/zod";
import AddOutlined from "@mui/icons-material/AddOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardHeader from "@mui/material/CardHeader";
import InputAdornment from "@mui/material/InputAdornment";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ReactNode, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useGradeGrid, useSaveGrades, useSlotEvaluations } from "../../../entities/evaluations/index.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";

// The forms load with their dialog, not with the page.
const CreateSlotEvaluationDialog = loadWhenShown(() =>
  import("./create-slot-evaluation-dialog.tsx").then((module) => module.CreateSlotEvaluationDialog),
);

// A student's line: the name, then the grade and the comment, which wrap under it on a phone.
const STUDENT_ROW_SX = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: { xs: 1, sm: 2 },
  px: 2,
  py: 1.25,
  borderBottom: 1,
  borderColor: "divider",
} as const;

/** A line's grade as the API takes it: null when emptied (the form checked it already). */
function toGradeValue(text: string, scale: number): number | null {
  const parsed = parseGrade(text, scale);
  return parsed.kind === "value" ? parsed.value : null;
}

/** The grades of one evaluation: a value within 0..scale (or empty: no grade) and a comment. */
function gradesFormSchema(scale: number) {
  return z.object({
    rows: z.array(
      z.object({
        studentId: z.string(),
        value: z.string().superRefine((text, context) => {
          const parsed = parseGrade(text, scale);
          if (parsed.kind === "invalid") context.addIssue({ code: "custom", message: parsed.message });
        }),
        comment: z.string().max(1000, "Le commentaire : 1 000 caractères au maximum"),
      }),
    ),
  });
}
type GradesFormValues = z.infer<ReturnType<typeof gradesFormSchema>>;

function gradesFormValues(evaluation: Evaluation, grid: GradeGrid): GradesFormValues {
  const byStudent = new Map(
    grid.grades
      .filter((grade) => grade.evaluationId === evaluation.id)
      .map((grade) => [grade.studentId, grade]),
  );
  return {
    rows: grid.students.map((student) => {
      const grade = byStudent.get(student.id);
      return {
        studentId: student.id,
        value: grade ? formatDecimal(grade.value) : "",
        comment: grade?.comment ?? "",
      };
    }),
  };
}

function EvaluationGrades({ evaluation, grid }: { evaluation: Evaluation; grid: GradeGrid }) {
  const { enqueueSnackbar } = useSnackbar();
  const saveGrades = useSaveGrades(grid.course.id);
  const schema = useMemo(() => gradesFormSchema(evaluation.scale), [evaluation.scale]);
  const initial = useMemo(() => gradesFormValues(evaluation, grid), [evaluation, grid]);
  const form = useForm<GradesFormValues>({
    resolver: zodResolver(schema),
    values: initial,
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    setError,
    formState: { errors, isDirty },
  } = form;

  const handleSubmit = form.handleSubmit(async (values) => {
    // Only the lines that changed: an emptied grade is removed, an untouched one left alone.
    const changed = values.rows
      .map((row, index) => ({ row, index, before: initial.rows[index] }))
      .filter(
        ({ row, before }) =>
          row.value.trim() !== before?.value || row.comment.trim() !== (before?.comment ?? ""),
      );
    if (changed.length === 0) {
      enqueueSnackbar("Aucune modification à enregistrer", { variant: "info" });
      return;
    }
    try {
      const saved = await saveGrades.mutateAsync({
        courseId: grid.course.id,
        grades: changed.map(({ row }) => ({
          evaluationId: evaluation.id,
          studentId: row.studentId,
          value: toGradeValue(row.value, evaluation.scale),
          comment: row.comment.trim() === "" ? null : row.comment.trim(),
        })),
      });
      form.reset(gradesFormValues(evaluation, saved));
      enqueueSnackbar(MESSAGES.saveOk, { variant: "success" });
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.saveKo, error), { variant: "error" });
      if (isApiError(error)) {
        for (const detail of error.details) {
          const match = /^grades\.(\d+)\.value$/.exec(detail.field);
          const line = match ? changed[Number(match[1])] : undefined;
          if (line) setError(`rows.${line.index}.value`, { type: "server", message: detail.message });
        }
      }
    }
  });

  const { stats } = evaluation;
  // In the order of the names shown; the form's lines keep the grid's order.
  const students = useMemo(
    () =>
      grid.students
        .map((student, index) => ({ student, index }))
        .sort((a, b) => listName(a.student).localeCompare(listName(b.student), "fr")),
    [grid.students],
  );
  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)} sx={{ mb: 2 }}>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {evaluation.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Sur {formatDecimal(evaluation.scale)} · coefficient {formatDecimal(evaluation.coefficient)}
          {stats.average !== null
            ? ` · moyenne ${formatDecimal(stats.average)} (${stats.gradedCount} noté${stats.gradedCount > 1 ? "s" : ""})`
            : " · aucune note"}
        </Typography>
      </Box>
      <Box
        component="ul"
        aria-label={`Notes : ${evaluation.title}`}
        sx={{ listStyle: "none", m: 0, p: 0, borderTop: 1, borderColor: "divider" }}
      >
        {students.map(({ student, index }) => {
          const name = listName(student);
          const rowErrors = errors.rows?.[index];
          return (
            <Box component="li" key={student.id} sx={STUDENT_ROW_SX}>
              <Box sx={{ flex: "1 1 180px", minWidth: 0, pt: 0.5 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  N° {student.studentNumber}
                </Typography>
              </Box>
              <TextField
                {...register(`rows.${index}.value`)}
                size="small"
                label="Note"
                error={Boolean(rowErrors?.value)}
                helperText={rowErrors?.value?.message}
                sx={{ width: 130 }}
                slotProps={{
                  htmlInput: { inputMode: "decimal", "aria-label": `Note ${de(name)}` },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">/ {formatDecimal(evaluation.scale)}</InputAdornment>
                    ),
                  },
                }}
              />
              <TextField
                {...register(`rows.${index}.comment`)}
                size="small"
                label="Commentaire"
                error={Boolean(rowErrors?.comment)}
                helperText={rowErrors?.comment?.message}
                sx={{ flex: "2 1 220px" }}
                slotProps={{ htmlInput: { "aria-label": `Commentaire pour ${name}` } }}
              />
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: "flex", justifyContent: "flex-end", alignItems: "center", gap: 2, px: 2, pt: 2 }}>
        {isDirty ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: "italic" }}>
            Modifications non enregistrées
          </Typography>
        ) : null}
        <Button type="submit" variant="contained" loading={saveGrades.isPending}>
          Enregistrer les notes
        </Button>
      </Box>
    </Box>
  );
}

/** « Notes de séance »: the evaluations tied to this slot and their grades, created on demand. */
export function SlotGradesCard({ slot }: { slot: SlotDetail }) {
  const evaluations = useSlotEvaluations(slot.course.id, slot.id);
  const items = evaluations.data?.items ?? [];
  const grid = useGradeGrid(slot.course.id, { isEnabled: items.length > 0 });
  const [isCreating, setIsCreating] = useState(false);
  const canAdd = slot.canEdit && slot.status !== "cancelled";

  let content: ReactNode;
  if (evaluations.isPending || (items.length > 0 && grid.isPending)) {
    content = (
      <Box sx={{ px: 2, pb: 2, display: "grid", gap: 1 }} aria-busy="true">
        <Skeleton variant="rounded" height={52} />
        <Skeleton variant="rounded" height={52} />
      </Box>
    );
  } else if (evaluations.isError) {
    content = (
      <LoadErrorAlert query={evaluations} message="Impossible de charger les notes." sx={{ mx: 2, mb: 2 }} />
    );
  } else if (items.length === 0) {
    content = (
      <Typography color="text.secondary" sx={{ px: 2, pb: 3 }}>
        Aucune note pour cette séance. Une note de séance compte dans la moyenne du cours (participation,
        quiz…).
      </Typography>
    );
  } else if (grid.isError || !grid.data) {
    content = (
      <LoadErrorAlert query={grid} message="Impossible de charger les notes." sx={{ mx: 2, mb: 2 }} />
    );
  } else {
    const gridData = grid.data;
    content = items.map((evaluation) => (
      <EvaluationGrades key={evaluation.id} evaluation={evaluation} grid={gridData} />
    ));
  }

  return (
    <Card component="section" aria-labelledby="slot-grades-title" sx={{ mb: 3 }}>
      <CardHeader
        title="Notes de séance"
        action={
          canAdd ? (
            <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setIsCreating(true)}>
              Ajouter une note de séance
            </Button>
          ) : undefined
        }
        slotProps={{ title: { variant: "h6", component: "h2", id: "slot-grades-title" } }}
        sx={{ flexWrap: "wrap", gap: 1, "& .MuiCardHeader-action": { m: 0 } }}
      />
      {content}
      {isCreating ? <CreateSlotEvaluationDialog slot={slot} onClose={() => setIsCreating(false)} /> : null}
    </Card>
  );
}
