import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useEffect, useState } from "react";

const DAY_TEXT = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DAY_FORMAT_HINT = "Date attendue : jj/mm/aaaa";

/** `2026-11-25` → `25/11/2026`; "" for anything else. */
export function isoDayToText(value: string): string {
  const match = ISO_DAY.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

/** `25/11/2026` → `2026-11-25` when it is a day of the calendar; null otherwise (31/02, 25/13, a part). */
export function textToIsoDay(text: string): string | null {
  const match = DAY_TEXT.exec(text);
  if (!match) return null;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return isReal ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/**
 * What the field shows while typing: digits only, the slashes put in (`2511` → `25/11`), a one-digit
 * day or month followed by a slash padded (`2/5/2026` → `02/05/2026`); at most `jj/mm/aaaa`.
 */
export function maskDayText(raw: string): string {
  let padded = raw;
  for (let pass = 0; pass < 2; pass += 1) padded = padded.replace(/(^|\/)(\d)\//g, "$10$2/");
  const digits = padded.replace(/\D/g, "").slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join("/");
}

export type DateFieldProps = Omit<TextFieldProps, "type" | "value" | "onChange" | "defaultValue"> & {
  /** The day as `yyyy-MM-dd`, or "". */
  value: string;
  /** Called with the day as `yyyy-MM-dd` once the text is a whole date, "" while it is not. */
  onChange: (value: string) => void;
};

/**
 * A day typed and shown as `jj/mm/aaaa` whatever the browser's language (a native date input follows
 * it: `mm/dd/yyyy` in an American browser), its value a `yyyy-MM-dd` day as the API's. Every date
 * field of the app is this one.
 */
export function DateField({
  value,
  onChange,
  slotProps,
  helperText,
  error,
  onBlur,
  ...props
}: DateFieldProps) {
  const [text, setText] = useState(() => isoDayToText(value));
  const [isEditing, setIsEditing] = useState(false);
  // A value set from outside (a reset, a prefill, a cleared filter) shows, unless the text already says it.
  useEffect(() => {
    setText((current) => ((textToIsoDay(current) ?? "") === value ? current : isoDayToText(value)));
  }, [value]);
  const isIncomplete = text !== "" && textToIsoDay(text) === null && !isEditing;

  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        const next = maskDayText(event.target.value);
        setText(next);
        setIsEditing(true);
        onChange(textToIsoDay(next) ?? "");
      }}
      onBlur={(event) => {
        setIsEditing(false);
        onBlur?.(event);
      }}
      placeholder="jj/mm/aaaa"
      error={Boolean(error) || isIncomplete}
      helperText={isIncomplete ? DAY_FORMAT_HINT : helperText}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
        htmlInput: {
          inputMode: "numeric",
          maxLength: 10,
          autoComplete: "off",
          ...(slotProps?.htmlInput as object),
        },
      }}
    />
  );
}
