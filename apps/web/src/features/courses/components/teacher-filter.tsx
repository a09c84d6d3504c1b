import type { CourseTeacher } from "@campus/contracts/courses";
import { personName } from "@campus/contracts/people";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useMemo, useState } from "react";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useTeacherOption, useTeacherOptions } from "../../teachers/index.ts";

interface TeacherFilterProps {
  /** The teacher's id, or "" for all. */
  value: string;
  onChange: (teacherId: string) => void;
}

/** The course list's "Professeur" filter: one teacher, searched on the server. */
export function TeacherFilter({ value, onChange }: TeacherFilterProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input);
  const { data, isFetching } = useTeacherOptions(search, { isEnabled: isOpen });
  const selected = useTeacherOption(value || undefined);
  const options = useMemo<CourseTeacher[]>(
    () => (data?.items ?? []).map(({ id, firstname, lastname }) => ({ id, firstname, lastname })),
    [data],
  );
  const selectedOption: CourseTeacher | null =
    value === ""
      ? null
      : (options.find((option) => option.id === value) ?? {
          id: value,
          firstname: selected.data?.firstname ?? "",
          lastname: selected.data?.lastname ?? (selected.isPending ? "…" : "Professeur"),
        });

  return (
    <Autocomplete
      size="small"
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      options={options}
      value={selectedOption}
      onChange={(_, teacher) => onChange(teacher?.id ?? "")}
      onInputChange={(_, text, reason) => {
        // Picking an option writes its name in the box; only what the user types searches.
        if (reason === "input") setInput(text);
        if (reason === "clear") setInput("");
      }}
      filterOptions={(items) => items}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={personName}
      loading={isFetching}
      loadingText="Chargement…"
      noOptionsText="Aucun professeur"
      clearText="Tous les professeurs"
      openText="Ouvrir"
      closeText="Fermer"
      renderInput={(params) => <TextField {...params} label="Professeur" />}
    />
  );
}
