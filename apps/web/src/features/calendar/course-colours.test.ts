import { describe, expect, it } from "vitest";
import { assignCourseColours, COURSE_COLOURS } from "./course-colours.ts";

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

describe("assignCourseColours", () => {
  it("gives distinct courses distinct colours, whatever their order or repeats", () => {
    const ids = ["c", "a", "b", "a", "c"];
    const colours = assignCourseColours(ids);
    expect([...colours.keys()]).toEqual(["a", "b", "c"]);
    expect(new Set(colours.values()).size).toBe(3);
    expect(colours.get("a")).toBe(COURSE_COLOURS[0]);
    expect(colours.get("c")).toBe(COURSE_COLOURS[2]);
    expect(assignCourseColours(["b", "c", "a"])).toEqual(colours);
  });

  it("uses every colour of the palette once before cycling", () => {
    const ids = Array.from(
      { length: COURSE_COLOURS.length + 2 },
      (_, i) => `course-${String(i).padStart(2, "0")}`,
    );
    const colours = assignCourseColours(ids);
    const firstRound = ids.slice(0, COURSE_COLOURS.length).map((id) => colours.get(id));
    expect(new Set(firstRound).size).toBe(COURSE_COLOURS.length);
    expect(colours.get(ids[COURSE_COLOURS.length] ?? "")).toBe(COURSE_COLOURS[0]);
    expect(colours.get(ids[COURSE_COLOURS.length + 1] ?? "")).toBe(COURSE_COLOURS[1]);
  });

  it("gives nothing to an empty range", () => {
    expect(assignCourseColours([]).size).toBe(0);
  });

  it("has a palette of distinct colours, each readable under white text (4.5:1)", () => {
    expect(new Set(COURSE_COLOURS).size).toBe(COURSE_COLOURS.length);
    for (const colour of COURSE_COLOURS) expect(contrast(colour, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });
});
