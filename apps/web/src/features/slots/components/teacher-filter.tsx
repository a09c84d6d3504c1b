import { personName } from "@campus/contracts/people";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useMemo, useState } from "react";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useTeacherOption, useTeacherOptions } from "../../teachers/index.ts";

interface TeacherOption {
  id: string;
  name: string;
}

interface TeacherFilterProps {
  /** The teacher's id, or "" for all. */
  value: string;
  onChange: (teacherId: string) => void;
}

/** The "Professeur" filter of the slot list: one teacher, searched on the server as the user types. */
export function TeacherFilter({ value, onChange }: TeacherFilterProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input);
  const { data, isFetching } = useTeacherOptions(search, { isEnabled: isOpen });
  const selected = useTeacherOption(value);
  const options = useMemo<TeacherOption[]>(
    () =>
      (data?.items ?? []).map((teacher) => ({
        id: teacher.id,
        name: personName(teacher),
      })),
    [data],
  );
  const selectedOption: TeacherOption | null =
    value === ""
      ? null
      : (options.find((option) => option.id === value) ?? {
          id: value,
          name: selected.data ? personName(selected.data) : selected.isPending ? "…" : "Professeur",
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
      getOptionLabel={(option) => option.name}
      loading={isFetching}
      loadingText="Chargement…"
      noOptionsText="Aucun professeur"
      clearText="Tous les professeurs"
      openText="Ouvrir"
      closeText="Fermer"
      renderInput={(params) => <TextField {...params} label="Professeur" placeholder="Tous" />}
    />
  );
}
