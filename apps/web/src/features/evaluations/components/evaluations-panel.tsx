import type { Evaluation } from "@campus/contracts/evaluations";
import { formatNumber } from "@campus/contracts/format-number";
import { MESSAGES } from "@campus/contracts/messages";
import AddIcon from "@mui/icons-material/Add";
import GridOnOutlined from "@mui/icons-material/GridOnOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { useCreateEvaluation, useEvaluations } from "../../../entities/evaluations/index.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { SectionHeader } from "../../../ui/section-header.tsx";
import { useConfirmedDeletion } from "../../../ui/use-confirmed-deletion.ts";
import { useDeleteEvaluation } from "../api/delete-evaluation.ts";
import { useUpdateEvaluation } from "../api/update-evaluation.ts";
import {
  type EvaluationFormValues,
  emptyEvaluationForm,
  evaluationFormValues,
  toCreateEvaluationBody,
  toUpdateEvaluationBody,
} from "./evaluation-form-schema.ts";
import { EvaluationsTable } from "./evaluations-table.tsx";
import { GradeGridEditor } from "./grade-grid-editor.tsx";

/** What deleting an evaluation takes with it, as the confirmation says it. */
function gradesGoing(count: number): string {
  if (count === 0) return "";
  return count === 1 ? " avec sa note" : ` avec ses ${formatNumber(count)} notes`;
}

// The forms load with their dialog, not with the page.
const EvaluationFormDialog = loadWhenShown(() =>
  import("./evaluation-form-dialog.tsx").then((module) => module.EvaluationFormDialog),
);

/** `?view=grades` shows the grade grid instead of the list, so that a reload keeps it. */
const VIEW_PARAM = "view";
const GRID_VIEW = "grades";

type Editing = { kind: "create" } | { kind: "edit"; evaluation: Evaluation } | null;

interface EvaluationsPanelProps {
  courseId: string;
  enrolledCount: number;
}

/** The Évaluations tab of a course: its evaluations (create, edit, delete) and « Saisir les notes ». */
export function EvaluationsPanel({ courseId, enrolledCount }: EvaluationsPanelProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [searchParams, setSearchParams] = useSearchParams();
  const evaluations = useEvaluations(courseId);
  const createEvaluation = useCreateEvaluation(courseId);
  const updateEvaluation = useUpdateEvaluation(courseId);
  const deleteEvaluation = useDeleteEvaluation(courseId);
  const {
    target: deleting,
    setTarget: setDeleting,
    dialogProps: deletionDialog,
  } = useConfirmedDeletion((evaluation: Evaluation) => deleteEvaluation.mutateAsync(evaluation.id));
  const [editing, setEditing] = useState<Editing>(null);
  const isGridShown = searchParams.get(VIEW_PARAM) === GRID_VIEW;

  const showGrid = (isShown: boolean) => {
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (isShown) next.set(VIEW_PARAM, GRID_VIEW);
      else next.delete(VIEW_PARAM);
      return next;
    });
  };

  const handleSubmit = async (values: EvaluationFormValues) => {
    try {
      if (editing?.kind === "edit") {
        await updateEvaluation.mutateAsync({
          id: editing.evaluation.id,
          body: toUpdateEvaluationBody(values),
        });
      } else {
        await createEvaluation.mutateAsync(toCreateEvaluationBody(courseId, values));
      }
      enqueueSnackbar(MESSAGES.saveOk, { variant: "success" });
      setEditing(null);
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.saveKo, error), { variant: "error" });
      throw error;
    }
  };

  const items = evaluations.data?.items;
  let content: ReactNode;
  if (evaluations.isPending) {
    content = (
      <Box aria-busy="true" sx={{ p: 2 }}>
        <Skeleton height={40} />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Box>
    );
  } else if (evaluations.isError || !items) {
    content = (
      <LoadErrorAlert query={evaluations} message="Impossible de charger les évaluations." sx={{ m: 2 }} />
    );
  } else if (items.length === 0) {
    content = (
      <Typography color="text.secondary" sx={{ py: 5, px: 2, textAlign: "center" }}>
        Aucune évaluation pour ce cours. Créez-en une pour saisir des notes.
      </Typography>
    );
  } else {
    content = (
      <EvaluationsTable
        evaluations={items}
        enrolledCount={enrolledCount}
        onEdit={(evaluation) => setEditing({ kind: "edit", evaluation })}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <Card component="section" aria-label="Évaluations">
      {isGridShown ? (
        <GradeGridEditor courseId={courseId} onBack={() => showGrid(false)} />
      ) : (
        <>
          <SectionHeader
            title="Évaluations"
            actions={
              <>
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  onClick={() => setEditing({ kind: "create" })}
                >
                  Nouvelle évaluation
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<GridOnOutlined />}
                  onClick={() => showGrid(true)}
                  disabled={!items || items.length === 0}
                >
                  Saisir les notes
                </Button>
              </>
            }
          />
          <Divider />
          {content}
        </>
      )}
      {editing ? (
        <EvaluationFormDialog
          title={editing.kind === "edit" ? "Modifier l'évaluation" : "Nouvelle évaluation"}
          submitLabel={editing.kind === "edit" ? "Enregistrer" : "Créer"}
          defaultValues={
            editing.kind === "edit" ? evaluationFormValues(editing.evaluation) : emptyEvaluationForm()
          }
          onSubmit={handleSubmit}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        {...deletionDialog}
        title="Supprimer l'évaluation"
        message={
          deleting
            ? `« ${deleting.title} » sera supprimée${gradesGoing(deleting.stats.gradedCount)}. Cette action est définitive.`
            : ""
        }
        confirmLabel="Supprimer"
      />
    </Card>
  );
}
