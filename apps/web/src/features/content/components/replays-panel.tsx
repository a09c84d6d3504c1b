import { CONTENT_MESSAGES, type Replay } from "@campus/contracts/content";
import AddOutlined from "@mui/icons-material/AddOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { formatDate } from "../../../lib/dates.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { useConfirmedDeletion } from "../../../ui/use-confirmed-deletion.ts";
import { useDeleteReplay, useReplays } from "../api/replays.ts";
import { ReplayPlayer } from "./replay-player.tsx";

// The forms load with their dialog, not with the page.
const ReplayFormDialog = loadWhenShown(() =>
  import("./replay-form-dialog.tsx").then((module) => module.ReplayFormDialog),
);

/** A course's replays: watched by its students, added, changed and deleted by its teachers. */
export function ReplaysPanel({ courseId }: { courseId: string }) {
  const replays = useReplays(courseId);
  const remove = useDeleteReplay(courseId);
  const [editing, setEditing] = useState<Replay | "new" | null>(null);
  const {
    target: toDelete,
    setTarget: setToDelete,
    dialogProps: deletionDialog,
  } = useConfirmedDeletion((replay: Replay) => remove.mutateAsync(replay.id), {
    okMessage: CONTENT_MESSAGES.replayDeleted,
    koMessage: CONTENT_MESSAGES.replayDeleteFailed,
  });

  if (replays.isPending) return <Skeleton variant="rounded" height={200} />;
  if (replays.isError) return <LoadErrorAlert query={replays} message="Impossible de charger les replays." />;
  const { items, canEdit } = replays.data;

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {canEdit ? (
        <Box>
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing("new")}>
            Ajouter un replay
          </Button>
        </Box>
      ) : null}
      {items.length === 0 ? (
        <Typography color="text.secondary">Aucun replay pour ce cours.</Typography>
      ) : null}
      {items.map((replay) => (
        <Paper key={replay.id} variant="outlined" component="section" aria-label={replay.title} sx={{ p: 2 }}>
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 1.5 }}>
            <Typography
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 700, flex: 1, overflowWrap: "anywhere" }}
            >
              {replay.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDate(replay.createdAt)}
            </Typography>
            {canEdit ? (
              <>
                <Button size="small" onClick={() => setEditing(replay)}>
                  Modifier
                </Button>
                <Button size="small" color="error" onClick={() => setToDelete(replay)}>
                  Supprimer
                </Button>
              </>
            ) : null}
          </Box>
          <ReplayPlayer replay={replay} />
        </Paper>
      ))}
      {editing ? (
        <ReplayFormDialog
          courseId={courseId}
          replay={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        {...deletionDialog}
        title="Supprimer le replay"
        message={`Supprimer « ${toDelete?.title ?? ""} » ?`}
        confirmLabel="Supprimer"
      />
    </Box>
  );
}
