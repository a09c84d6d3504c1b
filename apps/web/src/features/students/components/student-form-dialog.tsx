import { MESSAGES } from "@campus/contracts/messages";
import type { StudentDetail } from "@campus/contracts/students";
import { SchoolOptionsWarning, useSchoolOptions } from "../../../entities/school/index.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useCreateStudent } from "../api/create-student.ts";
import { useUpdateStudent } from "../api/update-student.ts";
import { StudentFields, showStudentServerErrors, studentBody, useStudentForm } from "./student-form.tsx";

interface StudentFormDialogProps {
  /** The student to edit; without it the dialog creates one. */
  student?: StudentDetail;
  onClose: () => void;
  onSaved?: (student: StudentDetail) => void;
}

/** "Nouvel apprenant" or "Modifier l'apprenant", mounted while open. */
export function StudentFormDialog({ student, onClose, onSaved }: StudentFormDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const options = useSchoolOptions();
  const createStudent = useCreateStudent();
  const updateStudent = useUpdateStudent(student?.id ?? "");
  const form = useStudentForm(student);
  const isPending = createStudent.isPending || updateStudent.isPending;

  const handleSubmit = form.handleSubmit(async (values) => {
    const body = studentBody(values);
    try {
      const saved = student ? await updateStudent.mutateAsync(body) : await createStudent.mutateAsync(body);
      enqueueSnackbar(student ? MESSAGES.updateOk : MESSAGES.createOk, { variant: "success" });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const message = student ? MESSAGES.updateKo : MESSAGES.saveKo;
      enqueueSnackbar(failureMessage(message, error), { variant: "error" });
      showStudentServerErrors(form, error);
    }
  });

  return (
    <FormDialog
      isOpen
      title={student ? "Modifier l'apprenant" : "Nouvel apprenant"}
      submitLabel={student ? "Enregistrer" : "Créer"}
      isPending={isPending}
      onSubmit={handleSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <SchoolOptionsWarning />
      <StudentFields form={form} options={options.data} />
    </FormDialog>
  );
}
