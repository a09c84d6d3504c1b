/** A form's text fields from a record: each one's text, "" where the record has none (or no record). */
export function formTexts<K extends string>(
  record: Partial<Record<NoInfer<K>, string | null>> | undefined,
  names: readonly K[],
): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, record?.[name] ?? ""])) as Record<K, string>;
}
