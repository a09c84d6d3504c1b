import type { CourseTeacher } from "@campus/contracts/courses";
import { personName } from "@campus/contracts/people";
import Autocomplete from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import { useMemo, useState } from "react";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useTeacherOptions } from "../../teachers/index.ts";

interface TeacherPickerProps {
  value: CourseTeacher[];
  onChange: (teachers: CourseTeacher[]) => void;
  label?: string;
  helperText?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
}

/** Several teachers of the company, searched on the server as the user types. */
export function TeacherPicker({
  value,
  onChange,
  label = "Professeurs",
  helperText,
  isInvalid = false,
  isDisabled = false,
}: TeacherPickerProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input);
  const { data, isFetching, isError } = useTeacherOptions(search, { isEnabled: isOpen });
  const options = useMemo<CourseTeacher[]>(
    () =>
      (data?.items ?? []).map((teacher) => ({
        id: teacher.id,
        firstname: teacher.firstname,
        lastname: teacher.lastname,
      })),
    [data],
  );

  return (
    <Autocomplete
      multiple
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      options={options}
      value={value}
      onChange={(_, teachers) => onChange(teachers)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      // The server searched already; the list shows what it answered.
      filterOptions={(items) => items}
      filterSelectedOptions
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={personName}
      loading={isFetching}
      disabled={isDisabled}
      loadingText="Chargement…"
      noOptionsText={isError ? "Impossible de charger les professeurs" : "Aucun professeur"}
      clearText="Tout retirer"
      openText="Ouvrir"
      closeText="Fermer"
      renderValue={(teachers, getItemProps) =>
        teachers.map((teacher, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} label={personName(teacher)} size="small" />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 ? "Rechercher un professeur" : undefined}
          helperText={helperText}
          error={isInvalid}
        />
      )}
    />
  );
}
