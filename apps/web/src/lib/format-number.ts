const FORMATS = new Map<number, Intl.NumberFormat>();

/** A number with French decimals ("15,5"), at most `digits` of them, without grouping; "—" for null. */
export function formatDecimal(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  let format = FORMATS.get(digits);
  if (!format) {
    format = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: digits, useGrouping: false });
    FORMATS.set(digits, format);
  }
  return format.format(value);
}

/** A 0..1 ratio as a French percentage ("12,5 %"). */
export function formatPercent(ratio: number): string {
  return new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 1 }).format(ratio);
}
