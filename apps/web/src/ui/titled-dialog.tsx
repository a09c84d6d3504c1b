import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import { type ReactNode, useId } from "react";
import { useFullScreenDialog } from "./use-full-screen-dialog.ts";

interface TitledDialogProps {
  isOpen?: boolean;
  title: ReactNode;
  onClose: () => void;
  maxWidth?: "xs" | "sm" | "md" | "lg";
  /** The dialog's content and actions, under the title. */
  children: ReactNode;
}

/** A dialog named by its title, whole width up to `maxWidth`, full screen on phones. */
export function TitledDialog({
  isOpen = true,
  title,
  onClose,
  maxWidth = "sm",
  children,
}: TitledDialogProps) {
  const isFullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      fullScreen={isFullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
