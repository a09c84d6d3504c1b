// The data shapes of the scale data set (scripts/seed-scale.ts), chosen by `--shape=`: each a big company
// « grand » and its twin « petit », 100 times smaller with the same per-person shape. The scripts that read
// the data set (bench-routes, bench, soak) find its database with the same flags (`scaleDatabaseUrl`).

/** How the slots are laid out: each course once a week at its hour, or a grid over rooms and half-hours. */
export type SlotLayout = "weekly" | "grid";

export interface Shape {
  /** What the shape stresses, printed by the seed. */
  summary: string;
  /** The big company's head counts; the small twin has a hundredth. */
  students: number;
  teachers: number;
  /** Courses a student follows; a course holds students × coursesPerStudent / courses of them. */
  coursesPerStudent: number;
  courses: number;
  slots: SlotLayout;
  /** Weeks of slots before this one and from this one on. */
  weeksBack: number;
  weeksAhead: number;
  /** The last past weeks whose roll calls are taken. */
  markedWeeks: number;
  /** One student in `skipHandIn` of each course hands nothing in (0: all hand in). */
  skipHandIn: number;
  /** Messages of each of prof0's conversations, one a week back from now. */
  messagesPerConversation: number;
}

const base: Shape = {
  summary: "200 students a course, 10 courses a student, each course once a week, two weeks marked",
  students: 100_000,
  teachers: 500,
  coursesPerStudent: 10,
  courses: 5_000,
  slots: "weekly",
  weeksBack: 20,
  weeksAhead: 20,
  markedWeeks: 2,
  skipHandIn: 3,
  messagesPerConversation: 1,
};

export const SHAPES: Record<string, Shape> = {
  base,
  dense: {
    ...base,
    summary:
      "many small courses (50 students, 20,000 courses); a 30-minute slot every half hour in every room, " +
      "8:00-18:00, over this week and two each side: 4,000 slots a week company-wide, 40 rooms",
    courses: 20_000,
    slots: "grid",
    weeksBack: 2,
    weeksAhead: 3,
  },
  cohorts: {
    ...base,
    summary:
      "300 students a course, 30 courses a student, boxes of 300 hand-ins, four weeks each side, one marked",
    // 90,000 students: 300 groups of exactly 300 (100,000 would not divide), 3 in the twin.
    students: 90_000,
    courses: 9_000,
    coursesPerStudent: 30,
    weeksBack: 4,
    weeksAhead: 4,
    markedWeeks: 1,
    skipHandIn: 0,
  },
  history: {
    ...base,
    summary:
      "a year of roll calls (52 past weeks marked, 2 courses a student of 200), prof0's 2,000 conversations of a message a week for a year",
    teachers: 200,
    courses: 1_000,
    coursesPerStudent: 2,
    weeksBack: 52,
    weeksAhead: 4,
    markedWeeks: 52,
    messagesPerConversation: 52,
  },
};

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];

/** The shape named by `--shape=` (base when absent). */
export function shapeName(): string {
  const name = arg("shape") ?? "base";
  if (!SHAPES[name]) throw new Error(`--shape=${name}: one of ${Object.keys(SHAPES).join(", ")}`);
  return name;
}

/** `--url=`, else the shape's database: campus_scale for base, campus_scale_<shape> for the others. */
export function scaleDatabaseUrl(): string {
  const name = shapeName();
  return arg("url") ?? `postgres://postgres@127.0.0.1:5432/campus_scale${name === "base" ? "" : `_${name}`}`;
}
