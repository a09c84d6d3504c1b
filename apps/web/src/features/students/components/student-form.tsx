import type { SchoolOptions } from "@campus/contracts/school";
import {
  type CreateStudentBody,
  createStudentBodySchema,
  type StudentDetail,
} from "@campus/contracts/students";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { Controller, type UseFormReturn, useForm } from "react-hook-form";
import { z } from "zod";
import { setServerFieldErrors } from "../../../lib/server-field-errors.ts";
import { bindTextField } from "../../../ui/bind-text-field.ts";
import { EmailTextField } from "../../../ui/email-text-field.tsx";

/** The contract's body, with the three selects as strings ("" for none) until they are sent. */
const studentFormSchema = createStudentBodySchema.omit({ trackId: true }).extend({
  programmeId: z.string(),
  levelId: z.string(),
  cohortId: z.string(),
  presentiel: z.boolean(),
});
type StudentFormInput = z.input<typeof studentFormSchema>;
type StudentFormOutput = z.output<typeof studentFormSchema>;
export type StudentForm = UseFormReturn<StudentFormInput, unknown, StudentFormOutput>;

const FIELDS = [
  "studentNumber",
  "usageName",
  "firstname",
  "lastname",
  "email",
  "postalAddress",
  "postalCode",
  "levelId",
  "programmeId",
  "cohortId",
  "presentiel",
  "note",
  "comment",
] as const;
type TextFieldName = Exclude<(typeof FIELDS)[number], "presentiel">;

function formValues(student?: StudentDetail): StudentFormInput {
  return {
    studentNumber: student?.studentNumber ?? "",
    usageName: student?.usageName ?? "",
    firstname: student?.firstname ?? "",
    lastname: student?.lastname ?? "",
    email: student?.email ?? "",
    postalAddress: student?.postalAddress ?? "",
    postalCode: student?.postalCode ?? "",
    levelId: student?.levelId ?? "",
    programmeId: student?.programmeId ?? "",
    cohortId: student?.cohortId ?? "",
    presentiel: student?.presentiel ?? false,
    note: student?.note ?? "",
    comment: student?.comment ?? "",
  };
}

/** The body the API takes: an empty select is sent as `null`. */
export function studentBody(values: StudentFormOutput): CreateStudentBody {
  return {
    ...values,
    programmeId: values.programmeId || null,
    levelId: values.levelId || null,
    cohortId: values.cohortId || null,
  };
}

/** A student's form (the spec's "Student by course" fields), checked with the contract's rules. */
export function useStudentForm(student?: StudentDetail): StudentForm {
  return useForm<StudentFormInput, unknown, StudentFormOutput>({
    resolver: zodResolver(studentFormSchema),
    defaultValues: formValues(student),
  });
}

/** Puts a failed save's field messages (number or e-mail already used…) under their fields. */
export function showStudentServerErrors(form: StudentForm, error: unknown): void {
  setServerFieldErrors(error, FIELDS, form.setError);
}

interface StudentFieldsProps {
  form: StudentForm;
  options: SchoolOptions | undefined;
}

/** Every field of a student: identity, address, programme, level, session, présentiel, note, comment. */
export function StudentFields({ form, options }: StudentFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const field = (name: TextFieldName) => ({ ...bindTextField(register, errors, name), fullWidth: true });
  const select = (
    name: "programmeId" | "levelId" | "cohortId",
    label: string,
    all: { id: string; label: string; archived?: boolean }[],
    archivedMark = "",
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, ...rest } }) => {
        // An archived programme or session is no new choice; the student's own stays named.
        const items = all
          .filter((item) => !item.archived || item.id === value)
          .map((item) => ({ ...item, label: item.archived ? `${item.label}${archivedMark}` : item.label }));
        return (
          <TextField
            {...rest}
            value={items.some((item) => item.id === value) ? value : ""}
            inputRef={ref}
            select
            label={label}
            fullWidth
            error={Boolean(errors[name])}
            helperText={errors[name]?.message}
          >
            <MenuItem value="">
              <em>Aucun</em>
            </MenuItem>
            {items.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {item.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "1fr 1fr" } }}>
      <TextField {...field("studentNumber")} label="Numéro étudiant" required autoComplete="off" />
      <EmailTextField {...field("email")} />
      <TextField {...field("lastname")} label="Nom" required autoComplete="off" />
      <TextField {...field("firstname")} label="Prénom" required autoComplete="off" />
      <TextField {...field("usageName")} label="Nom d'usage" autoComplete="off" />
      <TextField {...field("postalCode")} label="Code postal" autoComplete="off" />
      <Box sx={{ gridColumn: "1 / -1" }}>
        <TextField {...field("postalAddress")} label="Adresse postale" autoComplete="off" />
      </Box>
      {select(
        "programmeId",
        "Programme",
        (options?.programmes ?? []).map((programme) => ({
          id: programme.id,
          label: programme.name,
          archived: programme.archived,
        })),
        " — archivé",
      )}
      {select(
        "levelId",
        "Niveau",
        (options?.levels ?? []).map((level) => ({ id: level.id, label: level.label })),
      )}
      {select(
        "cohortId",
        "Session",
        (options?.cohorts ?? []).map((cohort) => ({
          id: cohort.id,
          label: cohort.name,
          archived: cohort.archived,
        })),
        " — archivée",
      )}
      <Controller
        name="presentiel"
        control={control}
        render={({ field: { value, onChange, ref, ...rest } }) => (
          <FormControlLabel
            sx={{ ml: 0 }}
            control={
              <Switch
                {...rest}
                slotProps={{ input: { ref } }}
                checked={value}
                onChange={(event) => onChange(event.target.checked)}
              />
            }
            label="Présentiel"
          />
        )}
      />
      <TextField {...field("note")} label="Note" multiline minRows={2} />
      <TextField {...field("comment")} label="Commentaire" multiline minRows={2} />
    </Box>
  );
}
