import { MESSAGES } from "@campus/contracts/messages";
import { useState } from "react";
import { failureMessage } from "../lib/failure-message.ts";
import { useSnackbar } from "./notifications.tsx";

/**
 * The record a ConfirmDialog asks to delete (`target`, null while none is asked), and `confirm`, which
 * deletes it, says so, and closes the dialog; on a failure the dialog stays open under the error.
 */
export function useConfirmedDeletion<Item>(deleteItem: (item: Item) => Promise<unknown>) {
  const { enqueueSnackbar } = useSnackbar();
  const [target, setTarget] = useState<Item | null>(null);

  const confirm = async () => {
    if (target === null) return;
    try {
      await deleteItem(target);
      enqueueSnackbar(MESSAGES.deleteOk, { variant: "success" });
      setTarget(null);
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.deleteKo, error), { variant: "error" });
    }
  };

  return { target, setTarget, confirm };
}
