import { describe, expect, it } from "vitest";
import { slotPlace } from "./slot-place.ts";

describe("slotPlace", () => {
  it("names the place of a slot", () => {
    expect(slotPlace({ room: "Salle 201", mode: "presentiel" })).toBe("Salle 201");
    expect(slotPlace({ room: "B12", mode: "hybride" })).toBe("Salle B12");
    expect(slotPlace({ room: null, mode: "distanciel" })).toBe("Distanciel");
  });
});
