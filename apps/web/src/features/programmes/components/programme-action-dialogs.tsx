import { MESSAGES } from "@campus/contracts/messages";
import type { Programme } from "@campus/contracts/programmes";
import { useRef } from "react";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useDeleteProgramme } from "../api/delete-programme.ts";
import { useSetProgrammeArchived } from "../api/set-programme-archived.ts";
import { useUpdateProgramme } from "../api/update-programme.ts";
import {
  type ProgrammeFormValues,
  programmeFormValues,
  toUpdateProgrammeBody,
} from "./programme-form-schema.ts";

// The form loads with its dialog, not with the page.
const ProgrammeFormDialog = loadWhenShown(() =>
  import("./programme-form-dialog.tsx").then((module) => module.ProgrammeFormDialog),
);

/** What an administrator asked to do with a programme, from its row or its page. */
export interface ProgrammeAction {
  kind: "edit" | "archive" | "delete";
  programme: Programme;
}

interface ProgrammeActionDialogsProps {
  action: ProgrammeAction | null;
  onClose: () => void;
  /** After a deletion (the programme's page leaves for the list). */
  onDeleted?: () => void;
}

/** The edit form, and the confirmations of archiving and deleting a programme. */
export function ProgrammeActionDialogs({ action, onClose, onDeleted }: ProgrammeActionDialogsProps) {
  const { enqueueSnackbar } = useSnackbar();
  const updateProgramme = useUpdateProgramme();
  const setArchived = useSetProgrammeArchived();
  const deleteProgramme = useDeleteProgramme();
  // The last programme asked for, so that a closing dialog keeps its text while it fades out.
  const last = useRef(action);
  if (action) last.current = action;
  const programme = last.current?.programme;

  const handleUpdate = async (values: ProgrammeFormValues) => {
    if (!programme) return;
    try {
      await updateProgramme.mutateAsync({ id: programme.id, body: toUpdateProgrammeBody(values) });
      enqueueSnackbar(MESSAGES.updateOk, { variant: "success" });
      onClose();
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.updateKo, error), { variant: "error" });
      throw error;
    }
  };

  const handleArchive = async () => {
    if (!programme) return;
    try {
      await setArchived.mutateAsync({ id: programme.id, isArchived: !programme.archived });
      enqueueSnackbar(MESSAGES.updateOk, { variant: "success" });
      onClose();
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.updateKo, error), { variant: "error" });
    }
  };

  const handleDelete = async () => {
    if (!programme) return;
    try {
      await deleteProgramme.mutateAsync(programme.id);
      enqueueSnackbar(MESSAGES.deleteOk, { variant: "success" });
      onClose();
      onDeleted?.();
    } catch (error) {
      // The server says what refers to it and suggests archiving.
      enqueueSnackbar(failureMessage(MESSAGES.deleteKo, error), { variant: "error" });
      onClose();
    }
  };

  const name = programme ? `« ${programme.name} »` : "";
  return (
    <>
      {action?.kind === "edit" && programme ? (
        <ProgrammeFormDialog
          title="Modifier le programme"
          submitLabel="Enregistrer"
          defaultValues={programmeFormValues(programme)}
          onSubmit={handleUpdate}
          onClose={onClose}
        />
      ) : null}
      <ConfirmDialog
        isOpen={action?.kind === "archive"}
        title={programme?.archived ? "Désarchiver le programme" : "Archiver le programme"}
        message={
          programme?.archived
            ? `${name} sera de nouveau proposé dans les formulaires (sessions, cours, apprenants).`
            : `${name} ne sera plus proposé dans les formulaires. Ses sessions, ses cours et ses apprenants le gardent. Vous pourrez le désarchiver.`
        }
        confirmLabel={programme?.archived ? "Désarchiver" : "Archiver"}
        isPending={setArchived.isPending}
        onConfirm={() => void handleArchive()}
        onClose={onClose}
      />
      <ConfirmDialog
        isOpen={action?.kind === "delete"}
        title="Supprimer le programme"
        message={`${name} sera supprimé définitivement. Un programme auquel des apprenants, des cours, des sessions ou des parcours sont rattachés ne peut pas l'être : archivez-le.`}
        confirmLabel="Supprimer"
        isDestructive
        isPending={deleteProgramme.isPending}
        onConfirm={() => void handleDelete()}
        onClose={onClose}
      />
    </>
  );
}
