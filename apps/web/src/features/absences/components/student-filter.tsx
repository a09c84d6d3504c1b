import { listName } from "@campus/contracts/people";
import type { Student } from "@campus/contracts/students";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useStudentOption, useStudentOptions } from "../../students/index.ts";

interface StudentOption {
  id: string;
  name: string;
  studentNumber: string;
}

const toOption = (
  student: Pick<Student, "id" | "firstname" | "lastname" | "studentNumber">,
): StudentOption => ({
  id: student.id,
  name: listName(student),
  studentNumber: student.studentNumber,
});

interface StudentFilterProps {
  /** The student's id, or "" for all. */
  value: string;
  onChange: (studentId: string) => void;
}

/** The « Apprenant » filter: one student, searched by name, number or e-mail as the user types. */
export function StudentFilter({ value, onChange }: StudentFilterProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input);
  const { data, isFetching, isError } = useStudentOptions(search, { isEnabled: isOpen });
  const selected = useStudentOption(value);
  const options = useMemo(() => (data?.items ?? []).map(toOption), [data]);
  const selectedOption: StudentOption | null =
    value === ""
      ? null
      : (options.find((option) => option.id === value) ??
        (selected.data
          ? toOption(selected.data)
          : { id: value, name: selected.isPending ? "…" : "Apprenant", studentNumber: "" }));

  return (
    <Autocomplete
      size="small"
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      options={options}
      value={selectedOption}
      onChange={(_, student) => onChange(student?.id ?? "")}
      onInputChange={(_, text, reason) => {
        if (reason === "input") setInput(text);
        if (reason === "clear") setInput("");
      }}
      filterOptions={(items) => items}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={(option) =>
        option.studentNumber ? `${option.name} (${option.studentNumber})` : option.name
      }
      loading={isFetching}
      loadingText="Chargement…"
      noOptionsText={isError ? "Impossible de charger les apprenants" : "Aucun apprenant"}
      clearText="Tous les apprenants"
      openText="Ouvrir"
      closeText="Fermer"
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: "block !important" }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {option.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {option.studentNumber}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Apprenant" placeholder="Nom, numéro ou e-mail" />
      )}
    />
  );
}
