import { type MarkChange, markStateText } from "@campus/contracts/history";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "../../lib/dates.ts";
import { LoadErrorAlert } from "../../ui/load-error-alert.tsx";
import { TitledDialog } from "../../ui/titled-dialog.tsx";
import { type MarkTarget, useMarkHistory } from "./mark-history.ts";

function ChangeRow({ change }: { change: MarkChange }) {
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(change.changedAt)}</TableCell>
      <TableCell>{markStateText(change.before)}</TableCell>
      <TableCell>{markStateText(change.after)}</TableCell>
      <TableCell>
        {change.author?.name ?? "—"}
        {change.reason ? (
          <Typography variant="body2" color="text.secondary">
            {`Motif : ${change.reason}`}
          </Typography>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

function HistoryContent({ target }: { target: MarkTarget }) {
  const history = useMarkHistory(target);
  if (history.isError)
    return <LoadErrorAlert query={history} message="Impossible de charger l'historique." />;
  if (!history.data)
    return <Skeleton variant="rounded" height={120} aria-label="Chargement de l'historique" />;
  if (history.data.items.length === 0) {
    return <Typography color="text.secondary">Aucune modification enregistrée.</Typography>;
  }
  return (
    <Table size="small" aria-label="Modifications">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Avant</TableCell>
          <TableCell>Après</TableCell>
          <TableCell>Par</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {history.data.items.map((change) => (
          <ChangeRow key={change.id} change={change} />
        ))}
      </TableBody>
    </Table>
  );
}

interface MarkHistoryDialogProps {
  target: MarkTarget;
  /** « Historique — Petit Léa, Partiel ». */
  title: string;
  onClose: () => void;
}

/** One mark's changes, newest first: when, before, after, by whom (and the excuse's reason). */
export function MarkHistoryDialog({ target, title, onClose }: MarkHistoryDialogProps) {
  return (
    <TitledDialog title={title} onClose={onClose} maxWidth="md">
      <DialogContent>
        <HistoryContent target={target} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </TitledDialog>
  );
}
