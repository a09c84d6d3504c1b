import MenuItem from "@mui/material/MenuItem";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

type FormSelectProps<Values extends FieldValues, Transformed, Choice extends string> = Omit<
  TextFieldProps,
  "select" | "name" | "value" | "onChange" | "onBlur" | "inputRef" | "children" | "error"
> & {
  /** The form's `control`; the transformed values (a resolver's output) do not matter here. */
  control: Control<Values, unknown, Transformed>;
  name: FieldPath<Values>;
  /** The values offered, in their order. */
  choices: readonly Choice[];
  labels: Readonly<Record<Choice, string>>;
};

/** A select among fixed values (a type, a role, a mode) bound to a react-hook-form field, its error under it. */
export function FormSelect<Values extends FieldValues, Transformed, Choice extends string>({
  control,
  name,
  choices,
  labels,
  helperText,
  ...props
}: FormSelectProps<Values, Transformed, Choice>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          select
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          {choices.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {labels[choice]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
