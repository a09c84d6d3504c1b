import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { Controller, useForm, useWatch } from "react-hook-form";
import { SchoolOptionsWarning, useSchoolOptions } from "../../../entities/school/index.ts";
import { bindTextField } from "../../../ui/bind-text-field.ts";
import { type FormDialogCalls, HookFormDialog } from "../../../ui/hook-form-dialog.tsx";
import { OptionSelect, type SelectOption } from "../../../ui/option-select.tsx";
import {
  type CourseFormInput,
  type CourseFormValues,
  courseFormSchema,
  EMPTY_COURSE_FORM,
} from "./course-form-schema.ts";
import { schoolSelectOptions } from "./school-select-options.ts";
import { TeacherPicker } from "./teacher-picker.tsx";

const TEXT_FIELDS = ["title", "thematicTitle", "description", "plannedHours"] as const;
const SERVER_FIELDS = [...TEXT_FIELDS, "programmeId", "levelId", "cohortId", "teachers"] as const;

/** A programme, level or session picker; the programme's empties a level or session it does not have. */
interface SchoolSelect {
  name: "programmeId" | "levelId" | "cohortId";
  label: string;
  choice: { options: SelectOption[]; isMisfit: boolean };
  /** What the field shows when its value is not one of the programme's. */
  misfitText?: string;
  onChange?: (value: string) => void;
}

interface CourseFormDialogProps extends FormDialogCalls<CourseFormValues> {
  defaultValues?: CourseFormInput;
  /** The teachers field; editing changes them with "Modifier les professeurs" instead. */
  hasTeachers: boolean;
}

/** The fields of a course: titles, description, programme, level, session, hours (and teachers). */
export function CourseFormDialog({
  defaultValues = EMPTY_COURSE_FORM,
  hasTeachers,
  ...dialog
}: CourseFormDialogProps) {
  const school = useSchoolOptions();
  const form = useForm<CourseFormInput, unknown, CourseFormValues>({
    resolver: zodResolver(courseFormSchema),
    defaultValues,
  });
  const { register, control, getValues, setValue } = form;
  const { errors } = form.formState;
  const [programmeId, levelId, cohortId] = useWatch({
    control,
    name: ["programmeId", "levelId", "cohortId"],
  });
  // Only the chosen programme's levels and sessions are offered.
  // An archived programme or session is no new choice; the course's own stays named.
  const current = [defaultValues.programmeId, defaultValues.cohortId].filter((id): id is string => !!id);
  const { programmes, levels, cohorts } = schoolSelectOptions(school.data, programmeId, current);
  const everything = schoolSelectOptions(school.data, "", current);
  const levelChoice = withMisfit(levels, everything.levels, levelId);
  const cohortChoice = withMisfit(cohorts, everything.cohorts, cohortId);

  /** A new programme: a level or session that is not its own is emptied. */
  const handleProgrammeChange = (value: string) => {
    setValue("programmeId", value, { shouldDirty: true });
    if (!school.data) return;
    const fitting = schoolSelectOptions(school.data, value, current);
    for (const [name, options] of [
      ["levelId", fitting.levels],
      ["cohortId", fitting.cohorts],
    ] as const) {
      const current = getValues(name);
      if (current !== "" && !options.some((option) => option.value === current)) {
        setValue(name, "", { shouldDirty: true });
      }
    }
  };

  const schoolSelects: SchoolSelect[] = [
    {
      name: "programmeId",
      label: "Programme",
      choice: { options: programmes, isMisfit: false },
      onChange: handleProgrammeChange,
    },
    {
      name: "levelId",
      label: "Niveau",
      choice: levelChoice,
      misfitText: "Ce niveau n'est pas un niveau du programme : choisissez-en un autre.",
    },
    {
      name: "cohortId",
      label: "Session scolaire",
      choice: cohortChoice,
      misfitText: "Cette session n'est pas une session du programme : choisissez-en une autre.",
    },
  ];

  const field = (name: (typeof TEXT_FIELDS)[number]) => ({
    ...bindTextField(register, errors, name),
    fullWidth: true,
  });

  return (
    <HookFormDialog {...dialog} form={form} fields={SERVER_FIELDS} maxWidth="md">
      <SchoolOptionsWarning />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <TextField {...field("title")} label="Titre" required autoFocus />
        <TextField {...field("thematicTitle")} label="Titre thématique" />
        <TextField
          {...field("description")}
          label="Description"
          multiline
          minRows={3}
          sx={{ gridColumn: "1 / -1" }}
        />
        {schoolSelects.map(({ name, label, choice, misfitText, onChange: handleChange }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <OptionSelect
                label={label}
                value={value}
                onChange={handleChange ?? onChange}
                onBlur={onBlur}
                inputRef={ref}
                options={choice.options}
                emptyLabel="Aucun"
                fullWidth
                error={Boolean(errors[name]) || choice.isMisfit}
                helperText={errors[name]?.message ?? (choice.isMisfit ? misfitText : undefined)}
              />
            )}
          />
        ))}
        <TextField
          {...field("plannedHours")}
          label="Heures prévues"
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
        {hasTeachers ? (
          <Box sx={{ gridColumn: "1 / -1" }}>
            <Controller
              control={control}
              name="teachers"
              render={({ field: { value, onChange } }) => (
                <TeacherPicker
                  value={value}
                  onChange={onChange}
                  isInvalid={Boolean(errors.teachers)}
                  helperText={errors.teachers?.message}
                />
              )}
            />
          </Box>
        ) : null}
      </Box>
    </HookFormDialog>
  );
}

/**
 * The options of a level or session picker. A course saved before the check may hold one that is not
 * its programme's: it stays shown (not selectable) so that the field says what is wrong.
 */
function withMisfit(
  options: SelectOption[],
  all: SelectOption[],
  value: string,
): { options: SelectOption[]; isMisfit: boolean } {
  if (value === "" || options.some((option) => option.value === value)) return { options, isMisfit: false };
  const current = all.find((option) => option.value === value);
  if (!current) return { options, isMisfit: false };
  return { options: [...options, { ...current, isDisabled: true }], isMisfit: true };
}
