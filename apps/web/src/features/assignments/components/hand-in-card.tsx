import { type AssignmentDetail, FILE_KIND_LABELS } from "@campus/contracts/assignments";
import { formatNumber } from "@campus/contracts/format-number";
import { MESSAGES } from "@campus/contracts/messages";
import CloseOutlined from "@mui/icons-material/CloseOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { failureMessage } from "../../../lib/failure-message.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { SectionCard } from "../../../ui/section-card.tsx";
import { ASSIGNMENTS_KEY, handInUrl } from "../api/assignments.ts";
import { type UploadHandle, uploadWithProgress } from "../api/upload.ts";
import { FileList } from "./file-list.tsx";
import { SubmissionStateChip } from "./state-chip.tsx";

interface Sending {
  key: string;
  name: string;
  progress: number;
  handle: UploadHandle;
}

/** The student's side: hand in files with a progress bar each, see them, replace or remove them, read the feedback. */
export function HandInCard({ box }: { box: AssignmentDetail }) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const replacing = useRef<string | undefined>(undefined);
  const [sending, setSending] = useState<Sending[]>([]);
  const mine = box.mine;

  const send = (files: File[]) => {
    const replaces = replacing.current;
    replacing.current = undefined;
    for (const file of files) {
      // One id per upload: a retry of the same upload is recognised by the server.
      const key = crypto.randomUUID();
      const query: Record<string, string> = { uploadId: key };
      if (replaces) query.replaces = replaces;
      const handle = uploadWithProgress(handInUrl(box.id), file, query, (progress) =>
        setSending((list) => list.map((item) => (item.key === key ? { ...item, progress } : item))),
      );
      setSending((list) => [...list, { key, name: file.name, progress: 0, handle }]);
      handle.done
        .then(() => enqueueSnackbar(`${MESSAGES.addOk} : ${file.name}`, { variant: "success" }))
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === "AbortError") {
            enqueueSnackbar(`Envoi annulé : ${file.name}`, { variant: "info" });
          } else {
            enqueueSnackbar(failureMessage(MESSAGES.uploadKo, error), { variant: "error" });
          }
        })
        .finally(() => {
          setSending((list) => list.filter((item) => item.key !== key));
          void client.invalidateQueries({ queryKey: ASSIGNMENTS_KEY });
        });
    }
  };

  return (
    <SectionCard title="Mon rendu" action={mine ? <SubmissionStateChip state={mine.state} /> : null}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Fichiers acceptés : {box.acceptedKinds.map((kind) => FILE_KIND_LABELS[kind]).join(", ")} —{" "}
            {box.maxFileMb} Mo au plus par fichier, {box.maxFiles} fichier{box.maxFiles > 1 ? "s" : ""} au
            plus.
          </Typography>
          {box.canSubmit ? null : (
            <Alert severity="info">
              {box.archived
                ? "Ce dépôt est archivé."
                : mine?.state === "graded"
                  ? "Votre travail a été corrigé."
                  : new Date(box.opensAt).getTime() > Date.now()
                    ? "Ce dépôt n'est pas encore ouvert."
                    : "La date limite est passée : ce dépôt n'accepte plus de rendu."}
            </Alert>
          )}
          {mine && mine.files.length > 0 ? (
            <FileList
              boxId={box.id}
              files={mine.files}
              canRemove={box.canRemoveFiles}
              onReplace={(fileId) => {
                replacing.current = fileId;
                input.current?.click();
              }}
            />
          ) : (
            <Typography variant="body2">Aucun fichier rendu.</Typography>
          )}
          {sending.map((item) => (
            <Stack key={item.key} direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
                <Typography variant="body2" noWrap>
                  {item.name} — {Math.round(item.progress * 100)} %
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={item.progress * 100}
                  aria-label={`Envoi de ${item.name}`}
                />
              </Stack>
              <IconButton aria-label={`Annuler l'envoi de ${item.name}`} onClick={() => item.handle.cancel()}>
                <CloseOutlined />
              </IconButton>
            </Stack>
          ))}
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label="Fichiers à rendre"
            data-testid="hand-in-input"
            onChange={(event) => {
              send(Array.from(event.target.files ?? []));
              event.target.value = "";
            }}
          />
          {box.canSubmit ? (
            <div>
              <Button
                variant="contained"
                startIcon={<UploadFileOutlined />}
                onClick={() => input.current?.click()}
              >
                Ajouter des fichiers
              </Button>
            </div>
          ) : null}
          {mine?.feedback.gradedAt ? (
            <Alert severity="success" icon={false}>
              <Typography variant="subtitle2" component="h3">
                Retour du professeur
              </Typography>
              {mine.feedback.grade !== null ? (
                <Typography>
                  Note : {formatNumber(mine.feedback.grade)} / {box.evaluationScale ?? 20}
                </Typography>
              ) : null}
              {mine.feedback.comment ? (
                <Typography sx={{ whiteSpace: "pre-wrap" }}>{mine.feedback.comment}</Typography>
              ) : null}
              {mine.feedback.file ? (
                <FileList boxId={box.id} files={[mine.feedback.file]} canRemove={false} />
              ) : null}
            </Alert>
          ) : null}
        </Stack>
      </CardContent>
    </SectionCard>
  );
}
