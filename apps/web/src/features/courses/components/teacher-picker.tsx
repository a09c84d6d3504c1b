import type { CourseTeacher } from "@campus/contracts/courses";
import { personName } from "@campus/contracts/people";
import Autocomplete from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import { useMemo, useState } from "react";
import { useTeacherOptions } from "../../../entities/teachers/index.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { serverSearchProps } from "../../../ui/server-search-props.ts";
import { usePickerInput } from "../../../ui/use-picker-input.ts";

const TEACHER_TEXTS = { none: "Aucun professeur", loadError: "Impossible de charger les professeurs" };

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
  const { input, pickerProps } = usePickerInput(value, onChange);
  const search = useDebouncedValue(input);
  const found = useTeacherOptions(search, { isEnabled: isOpen });
  const options = useMemo<CourseTeacher[]>(
    () =>
      (found.data?.items ?? []).map((teacher) => ({
        id: teacher.id,
        firstname: teacher.firstname,
        lastname: teacher.lastname,
      })),
    [found.data],
  );

  return (
    <Autocomplete
      multiple
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      {...pickerProps}
      {...serverSearchProps(options, found, TEACHER_TEXTS)}
      filterSelectedOptions
      getOptionLabel={personName}
      disabled={isDisabled}
      clearText="Tout retirer"
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
