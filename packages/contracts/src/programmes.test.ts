import { describe, expect, it } from "vitest";
import { attachedText, createProgrammeBodySchema } from "./programmes.ts";

describe("attachedText", () => {
  it("agrees the participle with what is attached", () => {
    expect(attachedText({ students: 1 })).toBe("1 apprenant y est rattaché");
    expect(attachedText({ cohorts: 1 })).toBe("1 session y est rattachée");
    expect(attachedText({ cohorts: 2 })).toBe("2 sessions y sont rattachées");
    expect(attachedText({ courses: 1, cohorts: 1 })).toBe("1 cours et 1 session y sont rattachés");
    expect(attachedText({ students: 1200, courses: 3, cohorts: 2, tracks: 1 })).toBe(
      "1\u202f200 apprenants, 3 cours, 2 sessions et 1 parcours y sont rattachés",
    );
  });
});

describe("createProgrammeBodySchema", () => {
  it("reads an RNCP code written loosely, and leaves an empty one null", () => {
    const base = { name: "BTS SIO", code: "BTS-SIO" };
    expect(createProgrammeBodySchema.parse({ ...base, rncpCode: " rncp 35340 " }).rncpCode).toBe("RNCP35340");
    expect(createProgrammeBodySchema.parse({ ...base, rncpCode: "" }).rncpCode).toBeNull();
    expect(createProgrammeBodySchema.safeParse({ ...base, rncpCode: "35340" }).success).toBe(false);
  });
});
