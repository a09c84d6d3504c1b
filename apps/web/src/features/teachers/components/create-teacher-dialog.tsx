import { MESSAGES } from "@campus/contracts/messages";
import type { CreateTeacherResponse } from "@campus/contracts/teachers";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useCreateTeacher } from "../api/create-teacher.ts";
import { showTeacherServerErrors, TeacherFields, useTeacherForm } from "./teacher-form.tsx";

interface CreateTeacherDialogProps {
  onClose: () => void;
  onCreated: (created: CreateTeacherResponse) => void;
}

/** "Nouveau professeur", mounted while open; on success the caller shows the initial password. */
export function CreateTeacherDialog({ onClose, onCreated }: CreateTeacherDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const createTeacher = useCreateTeacher();
  const form = useTeacherForm();

  const handleSubmit = form.handleSubmit(async (body) => {
    try {
      const created = await createTeacher.mutateAsync(body);
      enqueueSnackbar(MESSAGES.createOk, { variant: "success" });
      onCreated(created);
    } catch (error) {
      enqueueSnackbar(MESSAGES.createTeacherKo, { variant: "error" });
      showTeacherServerErrors(form, error);
    }
  });

  return (
    <FormDialog
      isOpen
      title="Nouveau professeur"
      submitLabel="Créer"
      isPending={createTeacher.isPending}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TeacherFields form={form} />
    </FormDialog>
  );
}
