import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import { formatDateTime } from "../../../lib/dates.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useChapterVersions, useRestoreChapterVersion } from "../api/chapters.ts";

interface Props {
  chapterId: string;
  courseId: string;
  currentVersion: number;
  isOpen: boolean;
  onClose: () => void;
  onRestored: () => void;
}

/** A chapter's saved versions, newest first; restoring one saves it as a new version. */
export function ChapterHistoryDialog({
  chapterId,
  courseId,
  currentVersion,
  isOpen,
  onClose,
  onRestored,
}: Props) {
  const versions = useChapterVersions(chapterId, { isEnabled: isOpen });
  const restore = useRestoreChapterVersion(chapterId, courseId);
  const { enqueueSnackbar } = useSnackbar();
  const handleRestore = (versionId: string) =>
    restore.mutate(versionId, {
      onSuccess: () => {
        enqueueSnackbar("Mise à jour réussie", { variant: "success" });
        onRestored();
        onClose();
      },
      onError: () => enqueueSnackbar("Mise à jour échouée", { variant: "error" }),
    });
  return (
    <Dialog open={isOpen} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Historique des versions</DialogTitle>
      <DialogContent dividers>
        {versions.isPending ? (
          <Skeleton variant="rounded" height={200} />
        ) : versions.isError ? (
          <LoadErrorAlert query={versions} message="Impossible de charger l'historique." />
        ) : (
          <List dense aria-label="Versions">
            {versions.data.items.map((version) => (
              <ListItem
                key={version.id}
                secondaryAction={
                  version.version === currentVersion ? null : (
                    <Button
                      size="small"
                      disabled={restore.isPending}
                      onClick={() => handleRestore(version.id)}
                    >
                      Restaurer
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={`Version ${version.version}${version.version === currentVersion ? " (actuelle)" : ""} · ${version.title}`}
                  secondary={`${formatDateTime(version.savedAt)}${version.savedBy ? ` · ${version.savedBy}` : ""}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
