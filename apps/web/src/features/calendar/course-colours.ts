/**
 * Colours of the courses in the calendar, of distinct hues: white text on each is at least 4.5:1
 * (WCAG AA), and the event keeps its fill in light and dark mode.
 */
export const COURSE_COLOURS = [
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
  "#37474f",
] as const;

/**
 * Each course shown gets its own colour: the distinct course ids, sorted, take the palette in order
 * (cycling past its end), so that two courses of the displayed range share one only beyond the
 * palette's size, and a course keeps its colour while the same courses are shown.
 */
export function assignCourseColours(courseIds: Iterable<string>): Map<string, string> {
  const distinct = [...new Set(courseIds)].sort();
  return new Map(
    distinct.map((id, index) => [id, COURSE_COLOURS[index % COURSE_COLOURS.length] ?? COURSE_COLOURS[0]]),
  );
}
