import MenuItem from "@mui/material/MenuItem";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useCohortOptions } from "../../../entities/school/index.ts";

type CohortSelectProps = Pick<TextFieldProps, "size" | "sx"> & {
  /** A session's id; "" for all of them. */
  value: string;
  onChange: (cohortId: string) => void;
};

/** « Session scolaire »: one of the school's sessions, or all of them. */
export function CohortSelect({ value, onChange, ...props }: CohortSelectProps) {
  const cohorts = useCohortOptions();
  return (
    <TextField
      {...props}
      select
      label="Session scolaire"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">Toutes les sessions</MenuItem>
      {(cohorts.data ?? []).map((cohort) => (
        <MenuItem key={cohort.id} value={cohort.id}>
          {cohort.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
