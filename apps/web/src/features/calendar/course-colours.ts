/** Colours of the courses in the calendar: white text on each is at least 4.5:1 (WCAG AA), in light and dark mode. */
const COLOURS = [
  "#1565c0",
  "#2e7d32",
  "#6a1b9a",
  "#c62828",
  "#006064",
  "#ad1457",
  "#4e342e",
  "#283593",
  "#33691e",
  "#bf360c",
];

/** The same colour for a course wherever it appears: picked from its id. */
export function courseColour(courseId: string): string {
  let hash = 0;
  for (const char of courseId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return COLOURS[Math.abs(hash) % COLOURS.length] ?? "#1565c0";
}
