/** "Centre Horizon Formation" -> "CH"; "" -> "?". */
export function initialsOf(name: string, max = 2): string {
  const letters = name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .slice(0, max)
    .join("");
  return letters || "?";
}
