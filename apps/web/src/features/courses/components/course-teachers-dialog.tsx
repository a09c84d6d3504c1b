import type { CourseTeacher } from "@campus/contracts/courses";
import { MESSAGES } from "@campus/contracts/messages";
import { type FormEvent, useState } from "react";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useSetCourseTeachers } from "../api/set-course-teachers.ts";
import { TeacherPicker } from "./teacher-picker.tsx";

const MAX_TEACHERS = 20;

interface CourseTeachersDialogProps {
  courseId: string;
  teachers: CourseTeacher[];
  onClose: () => void;
}

/** "Modifier les professeurs": replaces the whole list of the course's teachers. */
export function CourseTeachersDialog({ courseId, teachers, onClose }: CourseTeachersDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const setTeachers = useSetCourseTeachers(courseId);
  const [selected, setSelected] = useState<CourseTeacher[]>(teachers);
  const isTooMany = selected.length > MAX_TEACHERS;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isTooMany) return;
    try {
      await setTeachers.mutateAsync(selected.map((teacher) => teacher.id));
      enqueueSnackbar(MESSAGES.updateOk, { variant: "success" });
      onClose();
    } catch {
      enqueueSnackbar(MESSAGES.updateKo, { variant: "error" });
    }
  };

  return (
    <FormDialog
      isOpen
      title="Modifier les professeurs"
      isPending={setTeachers.isPending}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <TeacherPicker
        value={selected}
        onChange={setSelected}
        isInvalid={isTooMany}
        helperText={
          isTooMany
            ? `${MAX_TEACHERS} professeurs au maximum`
            : "Laissez vide pour retirer tous les professeurs du cours."
        }
      />
    </FormDialog>
  );
}
