import { formatNumber } from "@campus/contracts/format-number";
import { MESSAGES } from "@campus/contracts/messages";
import { listName } from "@campus/contracts/people";
import ArrowBack from "@mui/icons-material/ArrowBack";
import SaveOutlined from "@mui/icons-material/SaveOutlined";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { useGradeGrid, useSaveGrades } from "../../../entities/evaluations/index.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { OptionSelect } from "../../../ui/option-select.tsx";
import { SECTION_HEADER_SX } from "../../../ui/section-header.tsx";
import { SAVE_SHORTCUT, useSaveShortcut } from "../../../ui/use-save-shortcut.ts";
import {
  type CellText,
  cellKey,
  cellProblem,
  changedCells,
  type GridDraft,
  indexGrades,
  problemsFromDetails,
  savedCellText,
  toSaveGradesBody,
} from "./grade-grid-draft.ts";
import { type CellField, GradeGridTable } from "./grade-grid-table.tsx";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard.ts";

const MAX_LISTED_PROBLEMS = 8;
const NO_COMMENTS = "";

interface GradeGridEditorProps {
  courseId: string;
  /** Back to the list of evaluations (asks first when grades are not saved). */
  onBack: () => void;
}

/** « Saisir les notes »: the whole course's grades in one grid, saved in one request. */
export function GradeGridEditor({ courseId, onBack }: GradeGridEditorProps) {
  const { enqueueSnackbar } = useSnackbar();
  const grid = useGradeGrid(courseId);
  const saveGrades = useSaveGrades(courseId);
  const idPrefix = useId();
  const [draft, setDraft] = useState<GridDraft>({});
  /** The server's reasons for refusing cells at the last save, by cell key. */
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string[]>([]);
  const [commentEvaluationId, setCommentEvaluationId] = useState(NO_COMMENTS);

  const evaluations = grid.data?.evaluations;
  const students = grid.data?.students;
  const saved = useMemo(() => indexGrades(grid.data?.grades ?? []), [grid.data?.grades]);
  const evaluationsById = useMemo(
    () => new Map((evaluations ?? []).map((evaluation) => [evaluation.id, evaluation])),
    [evaluations],
  );
  const changes = useMemo(() => changedCells(draft, saved, evaluationsById), [draft, saved, evaluationsById]);
  const hasChanges = changes.length > 0;
  const blocker = useUnsavedChangesGuard(hasChanges);

  /** Every cell that cannot be saved, typed here or refused by the server, with a readable place. */
  const problems = useMemo(() => {
    const list: { key: string; text: string }[] = [];
    const names = new Map((students ?? []).map((student) => [student.id, listName(student)]));
    for (const [studentId, row] of Object.entries(draft)) {
      for (const [evaluationId, text] of Object.entries(row)) {
        const evaluation = evaluationsById.get(evaluationId);
        const problem = evaluation
          ? cellProblem(text, saved[studentId]?.[evaluationId], evaluation.scale)
          : null;
        if (evaluation && problem) {
          list.push({
            key: cellKey(studentId, evaluationId),
            text: `${names.get(studentId) ?? ""} — ${evaluation.title} : ${problem}`,
          });
        }
      }
    }
    return list;
  }, [draft, evaluationsById, students, saved]);

  const serverProblemsByStudent = useMemo(() => {
    const byStudent: Record<string, Record<string, string>> = {};
    for (const [key, message] of Object.entries(serverProblems)) {
      const [studentId = "", evaluationId = ""] = key.split(":");
      const row = byStudent[studentId] ?? {};
      row[evaluationId] = message;
      byStudent[studentId] = row;
    }
    return byStudent;
  }, [serverProblems]);

  const handleCellChange = useCallback(
    (studentId: string, evaluationId: string, field: CellField, text: string) => {
      setDraft((previous) => {
        const current: CellText =
          previous[studentId]?.[evaluationId] ?? savedCellText(saved[studentId]?.[evaluationId]);
        return {
          ...previous,
          [studentId]: { ...previous[studentId], [evaluationId]: { ...current, [field]: text } },
        };
      });
      setServerProblems((previous) => {
        const key = cellKey(studentId, evaluationId);
        if (!(key in previous)) return previous;
        const { [key]: _removed, ...rest } = previous;
        return rest;
      });
    },
    [saved],
  );

  const handleReset = () => {
    setDraft({});
    setServerProblems({});
    setRefusal([]);
  };

  const handleSave = async () => {
    const sent = changes;
    try {
      await saveGrades.mutateAsync(toSaveGradesBody(courseId, sent));
      setDraft({});
      setServerProblems({});
      setRefusal([]);
      enqueueSnackbar(MESSAGES.saveOk, { variant: "success" });
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.saveKo, error), { variant: "error" });
      if (isApiError(error, 400) && error.details.length > 0) {
        setServerProblems(problemsFromDetails(error.details, sent));
        setRefusal(error.details.map((detail) => detail.message));
      } else {
        setRefusal([]);
      }
    }
  };

  const canSave = hasChanges && problems.length === 0 && Object.keys(serverProblems).length === 0;
  useSaveShortcut(() => {
    if (canSave && !saveGrades.isPending) void handleSave();
  });

  // Keyboard users land in the grid once it is drawn, on its first cell.
  const hasGrid = Boolean(evaluations?.length && students?.length);
  useEffect(() => {
    if (hasGrid) document.querySelector<HTMLInputElement>(`input[data-cell="0:0"]`)?.focus();
  }, [hasGrid]);

  if (grid.isPending) {
    return (
      <Box aria-busy="true" sx={{ p: 2 }}>
        <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  if (grid.isError || !evaluations || !students) {
    return (
      <Box sx={{ p: 2 }}>
        <Button startIcon={<ArrowBack />} size="small" onClick={onBack} sx={{ mb: 2 }}>
          Retour aux évaluations
        </Button>
        <LoadErrorAlert query={grid} message="Impossible de charger la grille des notes." />
      </Box>
    );
  }

  const isEmpty = evaluations.length === 0 || students.length === 0;
  const hasProblems = problems.length > 0 || Object.keys(serverProblems).length > 0;
  const changeCount = changes.length;

  return (
    <>
      <Box sx={SECTION_HEADER_SX}>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
          <Button startIcon={<ArrowBack />} size="small" onClick={onBack}>
            Retour aux évaluations
          </Button>
          <Typography variant="h2" sx={{ fontSize: "1.125rem" }}>
            Saisie des notes
          </Typography>
          {hasChanges ? (
            <Chip
              color="warning"
              size="small"
              role="status"
              label={
                changeCount === 1
                  ? "1 modification non enregistrée"
                  : `${formatNumber(changeCount)} modifications non enregistrées`
              }
            />
          ) : null}
        </Box>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
          {!isEmpty ? (
            <OptionSelect
              size="small"
              label="Commentaires"
              value={commentEvaluationId}
              onChange={setCommentEvaluationId}
              options={evaluations.map((evaluation) => ({ value: evaluation.id, label: evaluation.title }))}
              emptyLabel="Masqués"
              sx={{ minWidth: 200, maxWidth: 280 }}
            />
          ) : null}
          {hasChanges ? (
            <Button color="inherit" onClick={handleReset} disabled={saveGrades.isPending}>
              Annuler les modifications
            </Button>
          ) : null}
          <Button
            variant="contained"
            startIcon={<SaveOutlined />}
            onClick={() => void handleSave()}
            loading={saveGrades.isPending}
            disabled={!hasChanges || hasProblems}
            aria-keyshortcuts={SAVE_SHORTCUT}
            title="Ctrl+S"
          >
            Enregistrer les notes
          </Button>
        </Box>
      </Box>
      {problems.length > 0 ? (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          <AlertTitle>
            {problems.length === 1
              ? "Une note est invalide : corrigez-la pour enregistrer."
              : `${formatNumber(problems.length)} notes sont invalides : corrigez-les pour enregistrer.`}
          </AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.slice(0, MAX_LISTED_PROBLEMS).map((problem) => (
              <li key={problem.key}>{problem.text}</li>
            ))}
            {problems.length > MAX_LISTED_PROBLEMS ? <li>…</li> : null}
          </Box>
        </Alert>
      ) : null}
      {refusal.length > 0 ? (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }} onClose={() => setRefusal([])}>
          <AlertTitle>Les notes n'ont pas été enregistrées :</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {refusal.slice(0, MAX_LISTED_PROBLEMS).map((message) => (
              <li key={message}>{message}</li>
            ))}
            {refusal.length > MAX_LISTED_PROBLEMS ? <li>…</li> : null}
          </Box>
        </Alert>
      ) : null}
      {isEmpty ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 4, textAlign: "center" }}>
          {evaluations.length === 0
            ? "Aucune évaluation : créez-en une pour saisir des notes."
            : "Aucun apprenant inscrit à ce cours."}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
            Entrée ou ↓ : ligne suivante · ↑ : ligne précédente · Tab ou → : colonne suivante · Alt+H :
            historique de la note · Ctrl+S : enregistrer. Une case vide n'est pas notée ; virgule ou point
            pour les décimales.
          </Typography>
          <Divider />
          <GradeGridTable
            evaluations={evaluations}
            students={students}
            saved={saved}
            draft={draft}
            serverProblems={serverProblemsByStudent}
            commentEvaluationId={commentEvaluationId || null}
            isReadOnly={saveGrades.isPending}
            idPrefix={idPrefix}
            onCellChange={handleCellChange}
          />
          {/* One Tab after the grid's last cell: saving without going back up through every cell. */}
          <Box sx={{ display: "flex", justifyContent: "flex-end", p: 2 }}>
            <Button
              variant="outlined"
              startIcon={<SaveOutlined />}
              onClick={() => void handleSave()}
              loading={saveGrades.isPending}
              disabled={!hasChanges || hasProblems}
              aria-keyshortcuts={SAVE_SHORTCUT}
            >
              Enregistrer la grille (Ctrl+S)
            </Button>
          </Box>
        </>
      )}
      <ConfirmDialog
        isOpen={blocker.state === "blocked"}
        title="Quitter sans enregistrer ?"
        message="Les notes saisies et non enregistrées seront perdues."
        confirmLabel="Quitter sans enregistrer"
        isDestructive
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </>
  );
}
