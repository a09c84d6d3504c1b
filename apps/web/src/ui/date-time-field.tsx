import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useEffect, useState } from "react";
import { DateField } from "./date-field.tsx";

interface DateTimeFieldProps {
  label: string;
  /** `yyyy-MM-ddTHH:mm` (Paris wall clock), or "". */
  value: string;
  /** Called with `yyyy-MM-ddTHH:mm` once the day and the time are whole, "" while they are not. */
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
}

/**
 * A day and a time: the day typed and shown as `jj/mm/aaaa` (ui/DateField) beside a time input, where a
 * native `datetime-local` would follow the browser's language (`mm/dd/yyyy` in an American browser).
 */
function split(value: string): [string, string] {
  const [day = "", time = ""] = value.split("T");
  return [day, time.slice(0, 5)];
}

const join = ([day, time]: [string, string]) => (day && /^\d{2}:\d{2}$/.test(time) ? `${day}T${time}` : "");

export function DateTimeField({ label, value, onChange, error, helperText, fullWidth }: DateTimeFieldProps) {
  // Each part is kept while the other is being typed (the value is "" until both are whole).
  const [parts, setParts] = useState(() => split(value));
  useEffect(() => {
    setParts((current) => (value === "" || value === join(current) ? current : split(value)));
  }, [value]);
  const [day, time] = parts;
  const change = (nextDay: string, nextTime: string) => {
    const next: [string, string] = [nextDay, nextTime];
    setParts(next);
    onChange(join(next));
  };
  return (
    <Stack direction="row" spacing={1} sx={{ width: fullWidth ? "100%" : undefined }}>
      <DateField
        label={label}
        value={day}
        onChange={(next) => change(next, time)}
        error={error}
        helperText={helperText}
        fullWidth
        sx={{ flex: 3 }}
      />
      <TextField
        label={`Heure (${label.toLocaleLowerCase("fr")})`}
        type="time"
        value={time}
        onChange={(event) => change(day, event.target.value)}
        error={error}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: 2 }}
      />
    </Stack>
  );
}
