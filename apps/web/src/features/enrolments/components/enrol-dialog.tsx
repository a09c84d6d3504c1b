import { COURSE_MESSAGES } from "@campus/contracts/courses";
import type { EnrolInCourseResult } from "@campus/contracts/enrolments";
import { plural } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import { listName } from "@campus/contracts/people";
import type { Student } from "@campus/contracts/students";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { useCourseOptions } from "../../../entities/courses/index.ts";
import { useSchoolOptions } from "../../../entities/school/index.ts";
import { useStudents } from "../../../entities/students/index.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { todayInput } from "../../../lib/dates.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { DateField } from "../../../ui/date-field.tsx";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { loadedOptions } from "../../../ui/loaded-options.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { OptionSelect, type SelectOption } from "../../../ui/option-select.tsx";
import { TwoLineOption } from "../../../ui/search-filter.tsx";
import { serverSearchProps } from "../../../ui/server-search-props.ts";
import { useEnrolInCourse } from "../api/enrol-in-course.ts";
import { RefusalAlert } from "./refusal-alert.tsx";

type Mode = "students" | "cohort";

interface FieldErrors {
  courseId?: string;
  studentIds?: string;
  cohortId?: string;
  levelId?: string;
  effectiveOn?: string;
}

/** « 2 apprenants inscrits (1 suivait déjà le cours) », or why nobody new was. */
function enrolledMessage({ added, alreadyEnrolled }: EnrolInCourseResult): string {
  if (added === 0) return COURSE_MESSAGES.allAlreadyEnrolled;
  const done = added === 1 ? "1 apprenant inscrit" : `${plural(added, "apprenant")} inscrits`;
  if (alreadyEnrolled === 0) return done;
  return `${done} (${alreadyEnrolled === 1 ? "1 suivait déjà le cours" : `${plural(alreadyEnrolled, "suivait", "suivaient")} déjà le cours`})`;
}

interface StudentsPickerProps {
  value: Student[];
  onChange: (students: Student[]) => void;
  /** The course's programme: only its students are offered (the server refuses the others). */
  programme: { id: string; name: string } | null;
  error: string | undefined;
}

/** Students of the company searched by name, number or e-mail as the user types: the course's programme's. */
function StudentsPicker({ value, onChange, programme, error }: StudentsPickerProps) {
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input);
  const found = useStudents({
    q: search.trim(),
    page: 1,
    pageSize: 20,
    sort: "lastname",
    ...(programme ? { programmeId: programme.id } : {}),
  });
  return (
    <Autocomplete
      multiple
      value={value}
      onChange={(_, picked) => onChange(picked)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      {...serverSearchProps(found.data?.items ?? [], found, {
        none: programme ? `Aucun apprenant du programme ${programme.name}` : "Aucun apprenant",
        loadError: "Impossible de charger les apprenants",
      })}
      getOptionLabel={(student) => `${listName(student)} (${student.studentNumber})`}
      filterSelectedOptions
      clearText="Effacer"
      slotProps={{ chip: { size: "small" } }}
      renderOption={({ key, ...props }, student) => (
        <TwoLineOption
          key={key}
          {...props}
          title={listName(student)}
          detail={[student.studentNumber, student.cohortName ?? student.programmeName]
            .filter(Boolean)
            .join(" · ")}
        />
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Apprenants"
          placeholder={value.length === 0 ? "Nom, numéro ou e-mail" : undefined}
          required
          error={Boolean(error)}
          helperText={
            error ??
            (programme
              ? `Les apprenants du programme ${programme.name}.`
              : "Recherchez par nom, numéro étudiant ou e-mail.")
          }
        />
      )}
    />
  );
}

interface EnrolDialogProps {
  /** The course the list is filtered on, proposed first. */
  defaultCourseId: string;
  onClose: () => void;
  /** The course enrolled in, to show its students. */
  onEnrolled: (courseId: string) => void;
}

/**
 * « Inscrire des apprenants »: the students chosen, or a whole school session (optionally one level of it),
 * in one course from the day given. The server refuses all of it when one student follows another
 * programme than the course's, naming each: the dialog says so and stays open.
 */
export function EnrolDialog({ defaultCourseId, onClose, onEnrolled }: EnrolDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const enrol = useEnrolInCourse();
  const courses = useCourseOptions();
  const school = useSchoolOptions();
  const [courseId, setCourseId] = useState(defaultCourseId);
  const [mode, setMode] = useState<Mode>("students");
  const [students, setStudents] = useState<Student[]>([]);
  const [cohortId, setCohortId] = useState("");
  const [levelId, setLevelId] = useState("");
  const [effectiveOn, setEffectiveOn] = useState(todayInput);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const modeLabelId = useId();

  const course = courses.data?.items.find((item) => item.id === courseId);
  const courseProgramme = course?.programme ?? null;
  const cohortOptions = (school.data?.cohorts ?? [])
    .filter((cohort) => !cohort.archived || cohort.id === cohortId)
    .filter((cohort) => !courseProgramme || cohort.programmeId === courseProgramme.id)
    .map<SelectOption>((cohort) => ({ value: cohort.id, label: cohort.name }));
  const cohortProgramme = school.data?.programmes.find(
    (programme) =>
      programme.id === school.data?.cohorts.find((cohort) => cohort.id === cohortId)?.programmeId,
  );
  const levelOptions = (school.data?.levels ?? [])
    .filter((level) => !cohortProgramme || cohortProgramme.levelIds.includes(level.id))
    .map<SelectOption>((level) => ({ value: level.id, label: level.label }));
  const clearError = (field: keyof FieldErrors) => {
    setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
    enrol.reset();
  };

  const validate = (): FieldErrors => ({
    courseId: courseId === "" ? "Choisissez un cours" : undefined,
    studentIds: mode === "students" && students.length === 0 ? "Choisissez au moins un apprenant" : undefined,
    cohortId: mode === "cohort" && cohortId === "" ? "Choisissez une session scolaire" : undefined,
    effectiveOn: effectiveOn === "" ? "Indiquez la date à laquelle l'inscription prend effet" : undefined,
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validate();
    setFieldErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    try {
      const result = await enrol.mutateAsync({
        courseId,
        effectiveOn,
        ...(mode === "students"
          ? { studentIds: students.map((student) => student.id) }
          : { cohortId, levelId: levelId || undefined }),
      });
      enqueueSnackbar(enrolledMessage(result), { variant: result.added > 0 ? "success" : "info" });
      onEnrolled(courseId);
    } catch (error) {
      // « Aucun apprenant dans la session … »: said under the field it is about.
      if (isApiError(error, 400) && (error.field === "cohortId" || error.field === "levelId")) {
        if (error.details.length === 0) {
          setFieldErrors({ [error.field]: error.message });
          enrol.reset();
        }
      }
    }
  };

  return (
    <FormDialog
      isOpen
      title="Inscrire des apprenants"
      submitLabel="Inscrire"
      isPending={enrol.isPending}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <Stack spacing={2.5}>
        {enrol.isError ? <RefusalAlert error={enrol.error} failure={MESSAGES.addKo} /> : null}
        <OptionSelect
          label="Cours"
          required
          value={courseId}
          onChange={(value) => {
            setCourseId(value);
            setCohortId("");
            setLevelId("");
            clearError("courseId");
          }}
          emptyLabel="Choisir un cours"
          fullWidth
          error={Boolean(fieldErrors.courseId)}
          {...loadedOptions(
            courses,
            courses.data?.items,
            (item) => ({ value: item.id, label: item.title }),
            "Impossible de charger les cours",
          )}
          helperText={
            fieldErrors.courseId ?? (courseProgramme ? `Programme : ${courseProgramme.name}` : undefined)
          }
        />
        <Stack spacing={0.5}>
          <FormLabel id={modeLabelId}>Qui inscrire ?</FormLabel>
          <RadioGroup
            row
            aria-labelledby={modeLabelId}
            value={mode}
            onChange={(event) => {
              setMode(event.target.value as Mode);
              enrol.reset();
            }}
          >
            <FormControlLabel value="students" control={<Radio />} label="Des apprenants choisis" />
            <FormControlLabel value="cohort" control={<Radio />} label="Toute une session scolaire" />
          </RadioGroup>
        </Stack>
        {mode === "students" ? (
          <StudentsPicker
            value={students}
            onChange={(picked) => {
              setStudents(picked);
              clearError("studentIds");
            }}
            programme={courseProgramme}
            error={fieldErrors.studentIds}
          />
        ) : (
          <>
            {school.isError ? <Alert severity="warning">Impossible de charger les sessions.</Alert> : null}
            <OptionSelect
              label="Session scolaire"
              required
              value={cohortId}
              onChange={(value) => {
                setCohortId(value);
                setLevelId("");
                clearError("cohortId");
              }}
              options={cohortOptions}
              emptyLabel="Choisir une session"
              fullWidth
              error={Boolean(fieldErrors.cohortId)}
              helperText={
                fieldErrors.cohortId ??
                (cohortOptions.length === 0 && school.data
                  ? "Aucune session scolaire pour ce cours : créez-en une dans « Sessions scolaires »."
                  : "Ceux de ses apprenants qui suivent déjà le cours sont laissés tels quels.")
              }
            />
            <OptionSelect
              label="Niveau (facultatif)"
              value={levelId}
              onChange={(value) => {
                setLevelId(value);
                clearError("levelId");
              }}
              options={levelOptions}
              emptyLabel="Tous les niveaux"
              fullWidth
              error={Boolean(fieldErrors.levelId)}
              helperText={fieldErrors.levelId}
            />
          </>
        )}
        <DateField
          label="Date d'effet"
          required
          value={effectiveOn}
          onChange={(value) => {
            setEffectiveOn(value);
            clearError("effectiveOn");
          }}
          error={Boolean(fieldErrors.effectiveOn)}
          helperText={fieldErrors.effectiveOn ?? "Le jour où l'apprenant commence à suivre le cours."}
          fullWidth
        />
      </Stack>
    </FormDialog>
  );
}
