import { MESSAGES } from "@campus/contracts/messages";
import { useState } from "react";
import { failureMessage } from "../lib/failure-message.ts";
import { useSnackbar } from "./notifications.tsx";

interface DeletionMessages {
  okMessage: string;
  koMessage: string;
}

/**
 * The record a ConfirmDialog asks to delete (`target`, null while none is asked), and the dialog's props:
 * its confirmation deletes the record, says so, and closes the dialog; on a failure the dialog stays
 * open under the error.
 */
export function useConfirmedDeletion<Item>(
  deleteItem: (item: Item) => Promise<unknown>,
  { okMessage, koMessage }: DeletionMessages = { okMessage: MESSAGES.deleteOk, koMessage: MESSAGES.deleteKo },
) {
  const { enqueueSnackbar } = useSnackbar();
  const [target, setTarget] = useState<Item | null>(null);
  const [isPending, setIsPending] = useState(false);

  const confirm = async () => {
    if (target === null) return;
    setIsPending(true);
    try {
      await deleteItem(target);
      enqueueSnackbar(okMessage, { variant: "success" });
      setTarget(null);
    } catch (error) {
      enqueueSnackbar(failureMessage(koMessage, error), { variant: "error" });
    } finally {
      setIsPending(false);
    }
  };

  const dialogProps = {
    isOpen: target !== null,
    isDestructive: true,
    isPending,
    onConfirm: () => void confirm(),
    onClose: () => setTarget(null),
  };
  return { target, setTarget, dialogProps };
}
