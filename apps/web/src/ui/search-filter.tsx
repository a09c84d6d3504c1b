import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { UseQueryResult } from "@tanstack/react-query";
import { type HTMLAttributes, type Key, useMemo, useState } from "react";
import { useDebouncedValue } from "../lib/use-debounced-value.ts";
import { serverSearchProps } from "./server-search-props.ts";

/** An option of a filter: the record's id, its name, and a second line (a number, an e-mail). */
export interface FilterOption {
  id: string;
  name: string;
  detail?: string;
}

/** What a filter searches: the records' queries, the option each one shows, and the list's texts. */
export interface FilterSource<R> {
  /** The first records matching a search, asked only while the list is open. */
  useOptions: (search: string, options: { isEnabled: boolean }) => UseQueryResult<{ items: R[] }>;
  /** The record the filter holds, to name it after a reload. */
  useSelected: (id: string) => UseQueryResult<R>;
  toOption: (record: R) => FilterOption;
  /** « Aucun professeur », « Impossible de charger les professeurs », « Tous les professeurs ». */
  texts: { none: string; loadError: string; clear: string };
}

interface SearchFilterProps<R> {
  /** The record's id, or "" for all. */
  value: string;
  onChange: (id: string) => void;
  source: FilterSource<R>;
  label: string;
  placeholder?: string;
  /** Small in filter bars (default), medium in forms. */
  size?: "small" | "medium";
  helperText?: string;
}

/** A list filter on one record (a teacher, a student), searched on the server as the user types. */
export function SearchFilter<R>(props: SearchFilterProps<R>) {
  const { value, onChange, label } = props;
  const { toOption, texts } = props.source;
  const [isOpen, setIsOpen] = useState(false);
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input);
  const found = props.source.useOptions(search, { isEnabled: isOpen });
  const selected = props.source.useSelected(value);
  const options = useMemo(() => (found.data?.items ?? []).map(toOption), [found.data, toOption]);
  const selectedOption: FilterOption | null =
    value === ""
      ? null
      : (options.find((option) => option.id === value) ??
        (selected.data ? toOption(selected.data) : { id: value, name: selected.isPending ? "…" : label }));

  return (
    <Autocomplete
      size={props.size ?? "small"}
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      value={selectedOption}
      onChange={(_, option) => onChange(option?.id ?? "")}
      onInputChange={(_, text, reason) => {
        // Picking an option writes its name in the box; only what the user types searches.
        if (reason === "input") setInput(text);
        if (reason === "clear") setInput("");
      }}
      {...serverSearchProps(options, found, texts)}
      getOptionLabel={(option) => (option.detail ? `${option.name} (${option.detail})` : option.name)}
      clearText={texts.clear}
      renderOption={({ key, ...rest }, option) => (
        <TwoLineOption key={key} {...rest} title={option.name} detail={option.detail} />
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={props.placeholder} helperText={props.helperText} />
      )}
    />
  );
}

/** An option of a search list: the name in bold, a detail (number, e-mail) below. */
export function TwoLineOption({
  title,
  detail,
  ...props
}: HTMLAttributes<HTMLLIElement> & { key?: Key; title: string; detail?: string }) {
  return (
    <Box component="li" {...props} sx={{ display: "block !important" }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {detail ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {detail}
        </Typography>
      ) : null}
    </Box>
  );
}
