import { DateField } from "./date-field.tsx";

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
      <DateField
        size="small"
        label="Du"
        value={from}
        onChange={(value) => onChange({ from: value })}
        fullWidth
      />
      <DateField
        size="small"
        label="Au"
        value={to}
        onChange={(value) => onChange({ to: value })}
        error={reversed}
        helperText={reversed ? REVERSED_RANGE_MESSAGE : undefined}
        fullWidth
      />
    </>
  );
}
