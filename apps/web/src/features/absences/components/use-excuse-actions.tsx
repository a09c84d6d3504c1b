import type { Absence } from "@campus/contracts/attendance";
import { MESSAGES } from "@campus/contracts/messages";
import { listName } from "@campus/contracts/people";
import Button from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";
import { type ReactNode, useState } from "react";
import { formatDate } from "../../../lib/dates.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";

import { useExcuseAbsence } from "../api/excuse-absence.ts";

// The forms load with their dialog, not with the page.
const ExcuseDialog = loadWhenShown(() => import("./excuse-dialog.tsx").then((module) => module.ExcuseDialog));

/**
 * An administrator's excuse actions on absence rows: the « Actions » column (Justifier, or Retirer
 * for an excused one) and the dialogs it opens, to render next to the table.
 */
export function useExcuseActions(): { column: TableColumn<Absence>; dialogs: ReactNode } {
  const { enqueueSnackbar } = useSnackbar();
  const withdraw = useExcuseAbsence();
  const [toExcuse, setToExcuse] = useState<Absence | null>(null);
  const [toWithdraw, setToWithdraw] = useState<Absence | null>(null);

  const handleWithdraw = () => {
    if (!toWithdraw) return;
    withdraw.mutate(
      { target: { slotId: toWithdraw.slotId, studentId: toWithdraw.student.id }, body: { excused: false } },
      {
        onSuccess: () => enqueueSnackbar(MESSAGES.updateOk, { variant: "success" }),
        onError: (error) => enqueueSnackbar(failureMessage(MESSAGES.updateKo, error), { variant: "error" }),
        onSettled: () => setToWithdraw(null),
      },
    );
  };

  const column: TableColumn<Absence> = {
    id: "actions",
    label: "Actions",
    noWrap: true,
    card: "actions",
    render: (absence) =>
      absence.excused ? (
        <Tooltip title="Retirer la justification">
          <Button
            size="small"
            color="inherit"
            aria-label="Retirer la justification"
            onClick={() => setToWithdraw(absence)}
          >
            Retirer
          </Button>
        </Tooltip>
      ) : (
        <Button size="small" variant="outlined" onClick={() => setToExcuse(absence)}>
          Justifier
        </Button>
      ),
  };

  const dialogs = (
    <>
      {toExcuse ? <ExcuseDialog absence={toExcuse} onClose={() => setToExcuse(null)} /> : null}
      <ConfirmDialog
        isOpen={toWithdraw !== null}
        title="Retirer la justification ?"
        message={
          toWithdraw
            ? `${listName(toWithdraw.student)}, ${toWithdraw.course.title} le ${formatDate(toWithdraw.startsAt)} : l'absence redeviendra non justifiée et son motif sera effacé.`
            : ""
        }
        confirmLabel="Retirer"
        isDestructive
        isPending={withdraw.isPending}
        onConfirm={handleWithdraw}
        onClose={() => setToWithdraw(null)}
      />
    </>
  );

  return { column, dialogs };
}
