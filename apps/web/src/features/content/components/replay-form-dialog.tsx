import { CONTENT_MESSAGES, type Replay } from "@campus/contracts/content";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { failureMessage } from "../../../lib/failure-message.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { uploadReplayVideo, useInvalidateReplays, useSaveReplay } from "../api/replays.ts";

interface Props {
  courseId: string;
  /** The replay changed, or null for a new one. */
  replay: Replay | null;
  onClose: () => void;
}

/** Adds or changes a replay: a title and a video link, or a video file (with its upload's progress). */
export function ReplayFormDialog({ courseId, replay, onClose }: Props) {
  const save = useSaveReplay(courseId);
  const invalidate = useInvalidateReplays(courseId);
  const { enqueueSnackbar } = useSnackbar();
  const [title, setTitle] = useState(replay?.title ?? "");
  const [videoUrl, setVideoUrl] = useState(replay?.videoUrl ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const isBusy = save.isPending || progress !== null;
  const canSave = title.trim() !== "" && (videoUrl.trim() !== "" || file !== null || replay?.file);

  const handleSubmit = async () => {
    try {
      const saved = await save.mutateAsync({
        id: replay?.id ?? null,
        body: { title: title.trim(), videoUrl: videoUrl.trim() || null, slotId: replay?.slotId ?? null },
      });
      if (file) {
        setProgress(0);
        await uploadReplayVideo(saved.id, file, setProgress);
        await invalidate();
      }
      enqueueSnackbar(CONTENT_MESSAGES.replaySaved, { variant: "success" });
      onClose();
    } catch (error) {
      enqueueSnackbar(failureMessage(CONTENT_MESSAGES.replaySaveFailed, error), { variant: "error" });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog open onClose={isBusy ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{replay ? "Modifier le replay" : "Ajouter un replay"}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
        <TextField
          label="Titre"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Lien de la vidéo (YouTube, Vimeo, PeerTube, https…)"
          value={videoUrl}
          onChange={(event) => setVideoUrl(event.target.value)}
          type="url"
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Box>
          <Button component="label" variant="outlined" disabled={isBusy}>
            Choisir une vidéo
            <input
              type="file"
              hidden
              accept="video/mp4,video/webm,video/quicktime,video/ogg"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {file
              ? file.name
              : replay?.file
                ? `Vidéo actuelle : ${replay.file.name}`
                : "Ou envoyez une vidéo (MP4, WebM…)."}
          </Typography>
        </Box>
        {progress !== null ? (
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label="Envoi de la vidéo"
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          Annuler
        </Button>
        <Button variant="contained" onClick={() => void handleSubmit()} disabled={!canSave || isBusy}>
          Enregistrer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
