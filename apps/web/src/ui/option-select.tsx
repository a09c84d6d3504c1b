import MenuItem from "@mui/material/MenuItem";
import TextField, { type TextFieldProps } from "@mui/material/TextField";

export interface SelectOption {
  value: string;
  label: string;
  /** Shown (the current value) but not selectable. */
  isDisabled?: boolean;
}

export type OptionSelectProps = Omit<TextFieldProps, "select" | "children" | "onChange" | "value"> & {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The label of the empty choice ("Tous", "Aucun"); none: a choice is always made. */
  emptyLabel?: string;
  /** The options could not be loaded: said under the field. */
  loadError?: string;
};

/** A select among options (reference data, statuses, filters), with an empty choice first when it has a label. */
export function OptionSelect({
  value,
  onChange,
  options,
  emptyLabel,
  loadError,
  ...props
}: OptionSelectProps) {
  // A value not (yet) among the options would make MUI warn: shown as empty until they load.
  const shownValue = value === "" || options.some((option) => option.value === value) ? value : "";
  return (
    <TextField
      {...props}
      select
      value={shownValue}
      onChange={(event) => onChange(event.target.value)}
      // The empty choice ("Tous", "Aucun") shows in the field rather than a bare label.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      error={props.error || loadError !== undefined}
      helperText={loadError ?? props.helperText}
    >
      {emptyLabel === undefined ? null : (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.isDisabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A list's filter: a small whole-width select bound to one key of the list's filters in the address. */
export function FilterSelect<K extends string>({
  name,
  params,
  ...props
}: Omit<OptionSelectProps, "value" | "onChange" | "size" | "fullWidth"> & {
  name: K;
  params: {
    filters: Record<NoInfer<K>, string>;
    update: (changes: Partial<Record<NoInfer<K>, string>>) => void;
  };
}) {
  return (
    <OptionSelect
      {...props}
      size="small"
      fullWidth
      value={params.filters[name]}
      onChange={(value) => params.update({ [name]: value } as Partial<Record<K, string>>)}
    />
  );
}
