import ClearIcon from "@mui/icons-material/Clear";
import SearchIcon from "@mui/icons-material/Search";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "../lib/use-debounced-value.ts";
import { TextInput } from "./text-input.tsx";

interface SearchFieldProps {
  /** The search applied (the debounced text); changing it from outside updates the field. */
  value: string;
  /** Called 300 ms after the user stops typing, and at once when the field is cleared. */
  onChange: (value: string) => void;
  /** Accessible label and placeholder; "Rechercher" by default. */
  label?: string;
  placeholder?: string;
  fullWidth?: boolean;
}

/** A search box that waits for the user to stop typing, with a search icon and a clear button. */
export function SearchField({
  value,
  onChange,
  label = "Rechercher",
  placeholder,
  fullWidth = false,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const lastSent = useRef(value);

  // Follow a reset from the parent (e.g. "clear filters").
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounced !== lastSent.current) {
      lastSent.current = debounced;
      onChangeRef.current(debounced);
    }
  }, [debounced]);

  const handleClear = () => {
    setText("");
    lastSent.current = "";
    onChangeRef.current("");
  };

  return (
    // The light TextInput rather than MUI's TextField, which brings its select menu along.
    <TextInput
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      fullWidth={fullWidth}
      sx={{
        minWidth: { sm: 280 },
        // The browser's own clear cross would double ours.
        "& input::-webkit-search-cancel-button": { display: "none" },
      }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      endAdornment={
        text ? (
          <InputAdornment position="end">
            <IconButton size="small" aria-label="Effacer la recherche" onClick={handleClear} edge="end">
              <ClearIcon fontSize="small" />
            </IconButton>
          </InputAdornment>
        ) : null
      }
    />
  );
}

/** The search of a list kept in the address: the `q` among its filters (see useListParams). */
interface SearchableList {
  filters: { q?: string | undefined };
  setFilters: (changes: { q: string }) => void;
}

/** A SearchField bound to a list's `q` in the address. */
export function ListSearchField({ list, label }: { list: SearchableList; label: string }) {
  return <SearchField value={list.filters.q ?? ""} onChange={(q) => list.setFilters({ q })} label={label} />;
}
