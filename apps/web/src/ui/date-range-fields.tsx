import TextField from "@mui/material/TextField";

export const REVERSED_RANGE_MESSAGE = "La date de fin est avant la date de début : aucun résultat possible.";

/** `from` and `to` as yyyy-mm-dd (or ""): true when both are set and the end comes first. */
export function isReversedRange(from: string, to: string): boolean {
  return from !== "" && to !== "" && to < from;
}

/**
 * The « Du » / « Au » day fields of a filter bar. A reversed range is said on the « Au » field rather than
 * quietly listing nothing.
 */
export function DateRangeFields({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (change: { from: string } | { to: string }) => void;
}) {
  const reversed = isReversedRange(from, to);
  return (
    <>
      <TextField
        type="date"
        size="small"
        label="Du"
        value={from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
        fullWidth
      />
      <TextField
        type="date"
        size="small"
        label="Au"
        value={to}
        onChange={(event) => onChange({ to: event.target.value })}
        error={reversed}
        helperText={reversed ? REVERSED_RANGE_MESSAGE : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
        fullWidth
      />
    </>
  );
}
