import { listName } from "@campus/contracts/people";
import type { Student } from "@campus/contracts/students";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useStudentOptions } from "../../../entities/students/index.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { TwoLineOption } from "../../../ui/search-filter.tsx";
import { serverSearchProps } from "../../../ui/server-search-props.ts";
import { usePickerInput } from "../../../ui/use-picker-input.ts";

const STUDENT_TEXTS = { none: "Aucun apprenant", loadError: "Impossible de charger les apprenants" };

interface StudentPickerProps {
  value: Student | null;
  onChange: (student: Student | null) => void;
  /** Students already enrolled: shown, not selectable. */
  excludedIds: ReadonlySet<string>;
  helperText?: string;
  isInvalid?: boolean;
}

/** One student of the company, searched by name, number or e-mail as the user types. */
export function StudentPicker({ value, onChange, excludedIds, helperText, isInvalid }: StudentPickerProps) {
  const { input, pickerProps } = usePickerInput(value, onChange);
  const search = useDebouncedValue(input);
  const found = useStudentOptions(search);

  return (
    <Autocomplete
      {...pickerProps}
      {...serverSearchProps(found.data?.items ?? [], found, STUDENT_TEXTS)}
      getOptionLabel={(student) => `${listName(student)} (${student.studentNumber})`}
      getOptionDisabled={(student) => excludedIds.has(student.id)}
      clearText="Effacer"
      renderOption={({ key, ...props }, student) => (
        <TwoLineOption
          key={key}
          {...props}
          title={`${listName(student)}${excludedIds.has(student.id) ? " · déjà inscrit" : ""}`}
          detail={`${student.studentNumber} · ${student.email}`}
        />
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Apprenant"
          placeholder="Nom, numéro ou e-mail"
          helperText={helperText}
          error={isInvalid}
          autoFocus
        />
      )}
    />
  );
}
