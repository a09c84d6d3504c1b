import { MESSAGES } from "@campus/contracts/messages";
import type { TeacherDetail } from "@campus/contracts/teachers";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useUpdateTeacher } from "../api/update-teacher.ts";
import { showTeacherServerErrors, TeacherFields, useTeacherForm } from "./teacher-form.tsx";

interface EditTeacherDialogProps {
  teacher: TeacherDetail;
  onClose: () => void;
}

/** "Modifier le professeur", mounted while open. */
export function EditTeacherDialog({ teacher, onClose }: EditTeacherDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const updateTeacher = useUpdateTeacher(teacher.id);
  const form = useTeacherForm(teacher);

  const handleSubmit = form.handleSubmit(async (body) => {
    try {
      await updateTeacher.mutateAsync(body);
      enqueueSnackbar(MESSAGES.updateOk, { variant: "success" });
      onClose();
    } catch (error) {
      enqueueSnackbar(MESSAGES.updateKo, { variant: "error" });
      showTeacherServerErrors(form, error);
    }
  });

  return (
    <FormDialog
      isOpen
      title="Modifier le professeur"
      isPending={updateTeacher.isPending}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TeacherFields form={form} />
    </FormDialog>
  );
}
