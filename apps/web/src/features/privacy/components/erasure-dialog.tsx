import { formatNumber } from "@campus/contracts/format-number";
import type { ErasureLine } from "@campus/contracts/privacy";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { failureMessage } from "../../../lib/failure-message.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { TitledDialog } from "../../../ui/titled-dialog.tsx";
import { type ErasureTarget, useErase, useErasurePreview } from "../api/erasure.ts";

function Lines({ lines }: { lines: ErasureLine[] }) {
  return (
    <List dense disablePadding>
      {lines.map((line) => (
        <ListItem key={line.label} disableGutters>
          <ListItemText
            primary={line.count === null ? line.label : `${line.label} : ${formatNumber(line.count)}`}
            secondary={line.reason}
          />
        </ListItem>
      ))}
    </List>
  );
}

// What the dialog says of the person, a student or a staff account.
const WORDING = {
  student: { who: "cet apprenant", pseudonym: "« Apprenant supprimé n°… »" },
  account: { who: "ce compte", pseudonym: "« Compte supprimé n°… »" },
} as const;

/**
 * The erasure of a person (a student, or a staff account): the preview first (what goes, what stays and
 * why), then the confirmation.
 */
export function ErasureDialog({ target, onClose }: { target: ErasureTarget; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const preview = useErasurePreview(target);
  const erase = useErase(target);
  const wording = WORDING[target.kind];
  const [isConfirmed, setIsConfirmed] = useState(false);
  const handleErase = () =>
    erase.mutate(undefined, {
      onSuccess: (result) => {
        enqueueSnackbar(`${result.message} Il apparaît désormais comme « ${result.pseudonym} ».`, {
          variant: "success",
        });
        onClose();
      },
      onError: (error) =>
        enqueueSnackbar(failureMessage("L'effacement a échoué : rien n'a été modifié.", error), {
          variant: "error",
        }),
    });
  return (
    <TitledDialog title="Effacer les données personnelles" onClose={onClose} maxWidth="md">
      <DialogContent>
        {preview.isPending ? (
          <Skeleton variant="rounded" height={240} aria-label="Chargement de l'aperçu" />
        ) : preview.isError ? (
          <Alert severity="error">Impossible de préparer l'aperçu de l'effacement.</Alert>
        ) : (
          <>
            {preview.data.isErased ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                {`Déjà effacé : ${wording.who} apparaît comme « ${preview.data.pseudonym} ». Relancer termine ce qui resterait à supprimer.`}
              </Alert>
            ) : (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {`${preview.data.name} sera remplacé par un pseudonyme (${wording.pseudonym}). Cette action est définitive.`}
              </Alert>
            )}
            <Typography variant="subtitle1" component="h3">
              Supprimé
            </Typography>
            <Lines lines={preview.data.deleted} />
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              Conservé, sous pseudonyme
            </Typography>
            <Lines lines={preview.data.kept} />
            <FormControlLabel
              sx={{ mt: 2 }}
              control={
                <Checkbox checked={isConfirmed} onChange={(event) => setIsConfirmed(event.target.checked)} />
              }
              label="J'ai lu ce qui sera supprimé et conservé"
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!isConfirmed || !preview.data}
          loading={erase.isPending}
          onClick={handleErase}
        >
          Effacer définitivement
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
