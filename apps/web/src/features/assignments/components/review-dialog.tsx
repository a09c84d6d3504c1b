import type { AssignmentDetail, Submission } from "@campus/contracts/assignments";
import { MESSAGES } from "@campus/contracts/messages";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { type SyntheticEvent, useState } from "react";
import { toInstant } from "../../../lib/date-math.ts";
import { formatDateTime, toDateInput, toTimeInput } from "../../../lib/dates.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { DateTimeField } from "../../../ui/date-time-field.tsx";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import {
  ASSIGNMENTS_KEY,
  downloadFromBox,
  feedbackFileUrl,
  useExtension,
  useSaveFeedback,
} from "../api/assignments.ts";
import { uploadWithProgress } from "../api/upload.ts";
import { DownloadButton } from "./download-button.tsx";
import { FileList } from "./file-list.tsx";
import { SubmissionStateChip } from "./state-chip.tsx";

/** One student's submission for the teacher: files (view, download), feedback, grade, extension. */
export function ReviewDialog({
  box,
  submission,
  onClose,
}: {
  box: AssignmentDetail;
  submission: Submission;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const feedback = useSaveFeedback(box.id);
  const extension = useExtension(box.id);
  const scale = box.evaluationScale ?? 20;
  const [comment, setComment] = useState(submission.feedback.comment ?? "");
  const [grade, setGrade] = useState(
    submission.feedback.grade === null ? "" : String(submission.feedback.grade),
  );
  const [gradeError, setGradeError] = useState<string>();
  const [extendTo, setExtendTo] = useState(
    `${toDateInput(submission.dueAt)}T${toTimeInput(submission.dueAt)}`,
  );
  const [returnProgress, setReturnProgress] = useState<number | null>(null);
  const name = `${submission.firstname} ${submission.lastname}`;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const value = grade.trim() === "" ? null : Number(grade.replace(",", "."));
    if (value !== null && (!Number.isFinite(value) || value < 0 || value > scale)) {
      setGradeError(`La note doit être comprise entre 0 et ${scale}.`);
      return;
    }
    setGradeError(undefined);
    feedback.mutate(
      { studentId: submission.studentId, body: { comment: comment.trim() || null, grade: value } },
      {
        onSuccess: () => {
          enqueueSnackbar(MESSAGES.saveOk, { variant: "success" });
          onClose();
        },
        onError: (error) => enqueueSnackbar(failureMessage(MESSAGES.saveKo, error), { variant: "error" }),
      },
    );
  };

  const sendReturnFile = (file: File) => {
    setReturnProgress(0);
    const { done } = uploadWithProgress(
      feedbackFileUrl(box.id, submission.studentId),
      file,
      {},
      setReturnProgress,
    );
    done
      .then(() => enqueueSnackbar(MESSAGES.addOk, { variant: "success" }))
      .catch((error: unknown) =>
        enqueueSnackbar(failureMessage(MESSAGES.uploadKo, error), { variant: "error" }),
      )
      .finally(() => {
        setReturnProgress(null);
        void client.invalidateQueries({ queryKey: ASSIGNMENTS_KEY });
      });
  };

  const [date = "", time = ""] = extendTo.split("T");
  return (
    <FormDialog
      isOpen
      title={`Rendu de ${name}`}
      submitLabel="Enregistrer la correction"
      isPending={feedback.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
          <SubmissionStateChip state={submission.state} />
          <Typography variant="body2" color="text.secondary">
            {submission.submittedAt
              ? `Rendu le ${formatDateTime(submission.submittedAt)}`
              : "Rien n'a été rendu"}{" "}
            — date limite {formatDateTime(submission.dueAt)}
            {submission.extended ? " (prolongée)" : ""}
          </Typography>
        </Stack>
        {submission.files.length > 0 ? (
          <>
            <FileList boxId={box.id} files={submission.files} canRemove={false} />
            <div>
              <DownloadButton
                label="Télécharger ses fichiers (zip)"
                icon={<DownloadOutlined />}
                start={() => downloadFromBox(box.id, { scope: "student", studentId: submission.studentId })}
              />
            </div>
          </>
        ) : null}
        <Divider />
        <TextField
          label="Commentaire"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={3}
          disabled={!box.canEdit}
        />
        <TextField
          label={`Note (sur ${scale})`}
          value={grade}
          onChange={(event) => setGrade(event.target.value)}
          error={Boolean(gradeError)}
          helperText={gradeError ?? (box.evaluationId ? "Reportée dans l'évaluation liée." : undefined)}
          disabled={!box.canEdit}
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
          sx={{ maxWidth: 220 }}
        />
        {submission.feedback.file ? (
          <FileList boxId={box.id} files={[submission.feedback.file]} canRemove={false} />
        ) : null}
        {box.canEdit ? (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
            <Button component="label" variant="outlined" disabled={returnProgress !== null}>
              {returnProgress === null
                ? "Joindre un fichier corrigé"
                : `Envoi… ${Math.round(returnProgress * 100)} %`}
              <input
                hidden
                type="file"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) sendReturnFile(file);
                  event.target.value = "";
                }}
              />
            </Button>
          </Stack>
        ) : null}
        {box.canEdit ? (
          <>
            <Divider />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
              <DateTimeField label="Prolonger jusqu'au" value={extendTo} onChange={setExtendTo} />
              <Button
                variant="outlined"
                disabled={extension.isPending}
                onClick={() => {
                  const dueAt = toInstant(date, time.slice(0, 5));
                  if (!dueAt) return;
                  extension.mutate(
                    { studentId: submission.studentId, dueAt },
                    {
                      onSuccess: () => enqueueSnackbar(MESSAGES.updateOk, { variant: "success" }),
                      onError: (error) =>
                        enqueueSnackbar(failureMessage(MESSAGES.updateKo, error), { variant: "error" }),
                    },
                  );
                }}
              >
                Accorder le délai
              </Button>
              {submission.extended ? (
                <Button
                  color="inherit"
                  onClick={() =>
                    extension.mutate(
                      { studentId: submission.studentId, dueAt: null },
                      { onSuccess: () => enqueueSnackbar(MESSAGES.updateOk, { variant: "success" }) },
                    )
                  }
                >
                  Retirer le délai
                </Button>
              ) : null}
            </Stack>
          </>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
