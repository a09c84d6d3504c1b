import { MESSAGES } from "@campus/contracts/messages";
import type { Student } from "@campus/contracts/students";
import { type FormEvent, useState } from "react";
import { failureMessage } from "../../../lib/failure-message.ts";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useEnrolStudents } from "../api/enrol-students.ts";
import { StudentPicker } from "./student-picker.tsx";

interface EnrolStudentDialogProps {
  courseId: string;
  enrolledIds: ReadonlySet<string>;
  onClose: () => void;
}

/** "Inscrire un apprenant": one student picked by name, number or e-mail. */
export function EnrolStudentDialog({ courseId, enrolledIds, onClose }: EnrolStudentDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const enrol = useEnrolStudents(courseId);
  const [student, setStudent] = useState<Student | null>(null);
  const [isMissing, setIsMissing] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!student) {
      setIsMissing(true);
      return;
    }
    try {
      await enrol.mutateAsync([student.id]);
      enqueueSnackbar(MESSAGES.addOk, { variant: "success" });
      onClose();
    } catch (error) {
      // « Léa Petit suit le programme BTS CG, pas BTS SIO. »: the server's reason after the failure.
      enqueueSnackbar(failureMessage(MESSAGES.addKo, error), { variant: "error" });
    }
  };

  return (
    <FormDialog
      isOpen
      title="Inscrire un apprenant"
      submitLabel="Inscrire"
      isPending={enrol.isPending}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <StudentPicker
        value={student}
        onChange={(next) => {
          setStudent(next);
          setIsMissing(false);
        }}
        excludedIds={enrolledIds}
        isInvalid={isMissing}
        helperText={isMissing ? "Choisissez un apprenant" : "Recherchez par nom, numéro étudiant ou e-mail."}
      />
    </FormDialog>
  );
}
