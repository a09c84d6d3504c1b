import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import type { ReactNode } from "react";
import { useId } from "react";

interface ConfirmDialogProps {
  isOpen: boolean;
  title: ReactNode;
  message: ReactNode;
  /** The confirm button's text ("Supprimer"); "Confirmer" by default. */
  confirmLabel?: string;
  /** A red confirm button, for what cannot be undone. */
  isDestructive?: boolean;
  /** The action is running: the confirm button spins and the dialog stays open. */
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks the user to confirm an action (a deletion, a removal) before it runs. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel = "Confirmer",
  isDestructive = false,
  isPending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const handleClose = () => {
    if (!isPending) onClose();
  };
  return (
    <Dialog
      open={isOpen}
      onClose={handleClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={handleClose} disabled={isPending} color="inherit">
          Annuler
        </Button>
        <Button
          onClick={onConfirm}
          loading={isPending}
          variant="contained"
          color={isDestructive ? "error" : "primary"}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
