import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import type { ReactNode, SyntheticEvent } from "react";
import { useId } from "react";
import { TitledDialog } from "./titled-dialog.tsx";

interface FormDialogProps {
  isOpen: boolean;
  title: ReactNode;
  /** The submit button's text; "Enregistrer" by default. */
  submitLabel?: string;
  /** The request is running: the submit button spins and the dialog cannot be closed. */
  isPending?: boolean;
  /** Receives the submit event (react-hook-form's `handleSubmit(...)` fits); may return a promise. */
  onSubmit: (event: SyntheticEvent) => unknown;
  onClose: () => void;
  maxWidth?: "xs" | "sm" | "md";
  children: ReactNode;
}

/** A dialog holding a form: its fields, Annuler and the submit button; full screen on phones. */
export function FormDialog({
  isOpen,
  title,
  submitLabel = "Enregistrer",
  isPending = false,
  onSubmit,
  onClose,
  maxWidth = "sm",
  children,
}: FormDialogProps) {
  const formId = useId();
  const handleClose = () => {
    if (!isPending) onClose();
  };
  return (
    <TitledDialog isOpen={isOpen} title={title} onClose={handleClose} maxWidth={maxWidth}>
      {/* The top padding keeps the first field's floating label clear of the title. */}
      <DialogContent sx={{ "&&": { pt: 1 } }}>
        {/* The submit button sits outside, in the actions, and points here with `form`. */}
        <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
          {children}
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={handleClose} disabled={isPending} color="inherit">
          Annuler
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={isPending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
