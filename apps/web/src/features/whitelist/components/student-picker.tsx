import { listName } from "@campus/contracts/people";
import type { Student } from "@campus/contracts/students";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useStudentSearch } from "../../../entities/students/index.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { serverSearchProps } from "../../../ui/server-search-props.ts";
import { usePickerInput } from "../../../ui/use-picker-input.ts";

/** "Nom Prénom — N° — e-mail", how the picker names a student. */
export function studentOptionLabel(student: Student): string {
  return `${student.lastname} ${student.firstname} — ${student.studentNumber} — ${student.email}`;
}

const SEARCH_TEXTS = { none: "Aucun apprenant trouvé", loadError: "La recherche a échoué" };

interface StudentPickerProps {
  value: Student | null;
  onChange: (student: Student | null) => void;
  isDisabled?: boolean;
}

/** Finds a student by name, number or e-mail through the API (debounced), for the whitelist. */
export function StudentPicker({ value, onChange, isDisabled = false }: StudentPickerProps) {
  const { input, pickerProps } = usePickerInput(value, onChange);
  const search = useDebouncedValue(input.trim(), 300);
  // While a student is picked, the input shows their label: no need to search for it.
  const q = value && input === studentOptionLabel(value) ? "" : search;
  const results = useStudentSearch(q);
  const options = q.length >= 2 ? (results.data?.items ?? []) : [];
  const isSearching = q.length >= 2 && results.isFetching;
  const searchProps = serverSearchProps(
    value && !options.some((option) => option.id === value.id) ? [value, ...options] : options,
    { isFetching: isSearching, isError: results.isError },
    SEARCH_TEXTS,
  );

  return (
    <Autocomplete
      {...pickerProps}
      {...searchProps}
      getOptionLabel={studentOptionLabel}
      disabled={isDisabled}
      loadingText="Recherche…"
      noOptionsText={input.trim().length < 2 ? "Tapez au moins deux caractères" : searchProps.noOptionsText}
      clearText="Effacer"
      sx={{ flex: "1 1 320px", minWidth: 0 }}
      renderOption={({ key, ...props }, student) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography>
              {listName(student)}
              {student.whitelisted ? (
                <Typography component="span" variant="caption" color="success.main" sx={{ ml: 1 }}>
                  déjà autorisé
                </Typography>
              ) : null}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {student.studentNumber} — {student.email}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Ajouter un apprenant"
          placeholder="Nom, numéro ou e-mail"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {isSearching ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
