import type { CourseTeacher } from "@campus/contracts/courses";
import { MESSAGES } from "@campus/contracts/messages";
import { personName } from "@campus/contracts/people";
import type { SlotDetail, SlotForce } from "@campus/contracts/slots";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { Controller, useForm } from "react-hook-form";
import { useCourseOptions } from "../../../entities/courses/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { failureMessage } from "../../../lib/failure-message.ts";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { OptionSelect } from "../../../ui/option-select.tsx";
import { useCreateSlot } from "../api/create-slot.ts";
import { useLearnerConflict } from "./learner-conflict-dialog.tsx";
import { apiFieldErrors } from "./slot-errors.ts";
import {
  EMPTY_PROPOSAL,
  formFieldOfApiField,
  type ProposeSlotFormInput,
  type ProposeSlotFormValues,
  proposeSlotFormSchema,
  toLogisticsBody,
} from "./slot-form-schema.ts";
import { SlotLogisticsFields } from "./slot-logistics-fields.tsx";

/** A course the dialog starts on (the course page's), with its teachers for an administrator's pick. */
export interface ProposeSlotCourse {
  id: string;
  title: string;
  teachers: readonly CourseTeacher[];
}

/** An administrator creates the slot; a teacher proposes it. */
const ADMIN_WORDS = { title: "Nouvelle séance", submitLabel: "Créer" };
const TEACHER_WORDS = { title: "Proposer une séance", submitLabel: "Proposer" };

interface ProposeSlotDialogProps {
  /** An administrator also picks the teacher and may create the slot validated. */
  isAdmin: boolean;
  /** Pre-fills the course; it stays offered even when the course list leaves it out (archived). */
  course?: ProposeSlotCourse;
  /** An administrator's pre-filled teacher (one of the course's); the course's first otherwise. */
  teacherId?: string;
  onClose: () => void;
  onCreated?: (slot: SlotDetail) => void;
  /** The day and times to start from (a range selected in the calendar). */
  prefill?: Pick<ProposeSlotFormInput, "date" | "startTime" | "endTime">;
}

/** « Proposer une séance »: a course, a day, two times, room, mode and video link; mounted while open. */
export function ProposeSlotDialog({
  isAdmin,
  course,
  teacherId,
  onClose,
  onCreated,
  prefill,
}: ProposeSlotDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const me = useCurrentUser();
  const courses = useCourseOptions();
  const createSlot = useCreateSlot();
  const conflicts = useLearnerConflict();
  const form = useForm<ProposeSlotFormInput, unknown, ProposeSlotFormValues>({
    resolver: zodResolver(proposeSlotFormSchema),
    defaultValues: course
      ? {
          ...EMPTY_PROPOSAL,
          ...prefill,
          courseId: course.id,
          teacherId: isAdmin ? initialTeacher(course, teacherId) : "",
        }
      : { ...EMPTY_PROPOSAL, ...prefill },
  });
  const {
    control,
    register,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = form;
  const courseId = watch("courseId");
  const loadedCourses: readonly ProposeSlotCourse[] = courses.data?.items ?? [];
  const courseList =
    course && !loadedCourses.some((item) => item.id === course.id)
      ? [course, ...loadedCourses]
      : loadedCourses;
  const hasCourseOptions = courseList.length > 0;
  const courseTeachers = courseList.find((item) => item.id === courseId)?.teachers ?? [];

  const save = async (values: ProposeSlotFormValues, force?: SlotForce) => {
    const slot = await createSlot.mutateAsync({
      courseId: values.courseId,
      ...toLogisticsBody(values),
      ...(isAdmin
        ? { teacherId: values.teacherId || null, status: values.isValidated ? "validated" : "proposed" }
        : {}),
      ...(force ? { force } : {}),
    });
    enqueueSnackbar(values.isValidated ? MESSAGES.createOk : MESSAGES.proposeOk, { variant: "success" });
    onCreated?.(slot);
    onClose();
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      if (conflicts.catchConflict(error, (force) => save(values, force))) return;
      enqueueSnackbar(failureMessage(MESSAGES.proposeKo, error), { variant: "error" });
      apiFieldErrors(error).forEach((entry, index) => {
        const field = formFieldOfApiField(entry.field, isAdmin);
        if (field) setError(field, { type: "server", message: entry.message }, { shouldFocus: index === 0 });
      });
    }
  });

  // A pre-filled course is enough to propose: the list failing then only limits the choice.
  const hasCourseListFailed = courses.isError && !hasCourseOptions;
  const coursesHelper = hasCourseListFailed
    ? "Impossible de charger les cours"
    : courses.data && !hasCourseOptions
      ? "Aucun cours : une séance se propose pour un cours que vous enseignez."
      : undefined;

  return (
    <>
      <FormDialog
        isOpen
        {...(isAdmin ? ADMIN_WORDS : TEACHER_WORDS)}
        isPending={createSlot.isPending}
        onSubmit={handleSubmit}
        onClose={onClose}
      >
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
          }}
        >
          <Controller
            control={control}
            name="courseId"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Cours"
                required
                value={courseList.some((item) => item.id === field.value) ? field.value : ""}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  if (isAdmin) {
                    const teachers = courseList.find((item) => item.id === event.target.value)?.teachers;
                    setValue("teacherId", teachers?.[0]?.id ?? "");
                  }
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error) || hasCourseListFailed}
                helperText={fieldState.error?.message ?? coursesHelper}
                disabled={courses.isPending && !hasCourseOptions}
                fullWidth
                sx={{ gridColumn: "1 / -1" }}
              >
                {courseList.map((item) => (
                  <MenuItem key={item.id} value={item.id}>
                    {item.title}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {isAdmin ? (
            <Controller
              control={control}
              name="teacherId"
              render={({ field, fieldState }) => (
                <OptionSelect
                  label="Professeur"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  options={courseTeachers.map((teacher) => ({
                    value: teacher.id,
                    label: personName(teacher),
                  }))}
                  emptyLabel="Aucun"
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error?.message ?? (courseId ? undefined : "Choisissez d'abord le cours")
                  }
                  disabled={!courseId}
                  fullWidth
                  sx={{ gridColumn: "1 / -1" }}
                />
              )}
            />
          ) : (
            <TextField
              label="Professeur"
              value={personName(me)}
              helperText="Vous proposez la séance pour vous-même."
              slotProps={{ htmlInput: { readOnly: true } }}
              fullWidth
              sx={{ gridColumn: "1 / -1" }}
            />
          )}
          <SlotLogisticsFields control={control} register={register} errors={errors} />
          {isAdmin ? (
            <Controller
              control={control}
              name="isValidated"
              render={({ field }) => (
                <FormControlLabel
                  sx={{ gridColumn: "1 / -1" }}
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label="Créer la séance directement validée"
                />
              )}
            />
          ) : null}
        </Box>
      </FormDialog>
      {conflicts.dialog}
    </>
  );
}

/** The administrator's teacher to start with: the one asked for when they teach the course, else its first. */
function initialTeacher(course: ProposeSlotCourse, teacherId: string | undefined): string {
  if (teacherId && course.teachers.some((teacher) => teacher.id === teacherId)) return teacherId;
  return course.teachers[0]?.id ?? "";
}
