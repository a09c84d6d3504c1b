import type { Administrator } from "@campus/contracts/administrators";
import { de } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useDeleteAdministrator } from "../api/delete-administrator.ts";

interface DeleteAdministratorDialogProps {
  /** The administrator whose removal is asked; null once the dialog closes. */
  administrator: Administrator | null;
  /** The company listed; the caller's own when absent. */
  companyId: string | undefined;
  onClose: () => void;
}

/**
 * Asks to confirm an administrator's removal, then removes them and says so; on a failure the dialog
 * stays open under the error. Loaded on the first « Supprimer » (with the error messages' catalogue,
 * which brings zod), not with the list.
 */
export function DeleteAdministratorDialog({
  administrator,
  companyId,
  onClose,
}: DeleteAdministratorDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const deleteAdministrator = useDeleteAdministrator(companyId);

  const confirm = () => {
    if (administrator === null) return;
    deleteAdministrator.mutate(administrator.id, {
      onSuccess: () => {
        enqueueSnackbar(MESSAGES.deleteOk, { variant: "success" });
        onClose();
      },
      onError: (error) => enqueueSnackbar(failureMessage(MESSAGES.deleteKo, error), { variant: "error" }),
    });
  };

  return (
    <ConfirmDialog
      isOpen={administrator !== null}
      isDestructive
      isPending={deleteAdministrator.isPending}
      onConfirm={confirm}
      onClose={onClose}
      title="Supprimer l'administrateur"
      message={
        administrator
          ? `Le compte ${de(administrator.displayName)} (${administrator.email}) sera supprimé et ses sessions fermées.`
          : ""
      }
      confirmLabel="Supprimer"
    />
  );
}
