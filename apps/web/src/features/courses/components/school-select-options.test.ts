import type { SchoolOptions } from "@campus/contracts/school";
import { describe, expect, it } from "vitest";
import { schoolSelectOptions } from "./school-select-options.ts";

const OPTIONS: SchoolOptions = {
  programmes: [
    { id: "p1", code: "BTS-SIO", name: "BTS SIO", levelIds: ["l1"], archived: false },
    { id: "p2", code: "", name: "Ancien BTS", levelIds: ["l1"], archived: true },
  ],
  levels: [{ id: "l1", label: "1re année" }],
  cohorts: [
    { id: "c1", name: "SIO 2026", programmeId: "p1", startDate: null, endDate: null, archived: false },
    { id: "c2", name: "SIO 2024", programmeId: "p1", startDate: null, endDate: null, archived: true },
  ],
  tracks: [],
};

describe("the school's select options", () => {
  it("offer no archived programme or session as a new choice", () => {
    const { programmes, cohorts } = schoolSelectOptions(OPTIONS, "p1");
    expect(programmes.map((option) => option.value)).toEqual(["p1"]);
    expect(cohorts.map((option) => option.value)).toEqual(["c1"]);
  });

  it("keep a record's own archived programme and session, named as archived", () => {
    const { programmes, cohorts } = schoolSelectOptions(OPTIONS, "p1", ["p2", "c2"]);
    expect(programmes.map((option) => option.label)).toEqual(["BTS SIO (BTS-SIO)", "Ancien BTS — archivé"]);
    expect(cohorts.map((option) => option.label)).toEqual(["SIO 2026", "SIO 2024 — archivée"]);
  });

  it("keep every archived one for a list's filters", () => {
    expect(schoolSelectOptions(OPTIONS, "", "all").cohorts).toHaveLength(2);
  });
});
