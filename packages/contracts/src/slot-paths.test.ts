import { describe, expect, it } from "vitest";
import { canOpenScreen, matchScreenRoute } from "./permissions.ts";
import type { Role } from "./roles.ts";
import { slotPagePath } from "./slot-paths.ts";

const slot = { id: "slot-1", courseId: "course-1" };

const screenOf = (path: string) => matchScreenRoute(path.split("?")[0] ?? "");

describe("slotPagePath", () => {
  it("sends the staff to the slot's sheet and a student to their course page with the slot selected", () => {
    expect(slotPagePath(slot, ["admin"])).toBe("/dashboard/session/slot-1");
    expect(slotPagePath(slot, ["teacher"])).toBe("/dashboard/session/slot-1");
    expect(slotPagePath(slot, ["student"])).toBe("/dashboard/courseInfo/course-1?seance=slot-1");
  });

  it("leads every role to a screen that role may open", () => {
    const roleSets: Role[][] = [["superadmin"], ["superadmincom"], ["admin"], ["teacher"], ["student"]];
    for (const roles of roleSets) {
      const screen = screenOf(slotPagePath(slot, roles));
      expect(screen, roles.join()).toBeDefined();
      expect(screen && canOpenScreen(screen, roles), roles.join()).toBe(true);
    }
  });
});
