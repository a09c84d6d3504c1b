// Numbers are written by hand rather than by Intl.NumberFormat (or toLocaleString): Intl loads its
// French number data on a page's first number, about 20 ms of a desktop's main thread and 80 ms of a
// phone's, inside the render that shows it. The output is Intl's fr-FR one (format-number.test.ts).

/** Intl's fr-FR thousands separator: a narrow no-break space. */
const GROUP_SEPARATOR = "\u202f";
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * A number as French writes it: « 1 234 », « 15,5 », « -2,25 »; at most `maxFractionDigits` decimals,
 * rounded; thousands grouped unless `grouping` is false. Same output as `toLocaleString("fr-FR")`,
 * except that what rounds to zero is « 0 », not « -0 ».
 */
export function formatNumber(value: number, maxFractionDigits = 3, grouping = true): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) {
    return value.toLocaleString("fr-FR", { maximumFractionDigits: maxFractionDigits, useGrouping: grouping });
  }
  const rounded = Number(Math.abs(value).toFixed(maxFractionDigits));
  const [whole = "0", fraction] = String(rounded).split(".");
  const digits = grouping ? whole.replace(THOUSANDS, GROUP_SEPARATOR) : whole;
  const sign = value < 0 && rounded !== 0 ? "-" : "";
  return `${sign}${digits}${fraction ? `,${fraction}` : ""}`;
}

/** A number with French decimals ("15,5"), at most `digits` of them, without grouping; "—" for null. */
export function formatDecimal(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  return formatNumber(value, digits, false);
}

/** A 0..1 ratio as a French percentage ("12,5 %"). */
export function formatPercent(ratio: number): string {
  return `${formatNumber(ratio * 100, 1)}\u00a0%`;
}

/** "512 o", "340 ko", "1,2 Mo". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024))} ko`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} Mo`;
}
