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

/** "1,2 Mo", "340 ko". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString("fr-FR")} ko`;
  return `${(bytes / (1024 * 1024)).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} Mo`;
}
