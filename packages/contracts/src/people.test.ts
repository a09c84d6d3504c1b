import { describe, expect, it } from "vitest";
import { familyName, listName, personName } from "./people.ts";

const hugo = { firstname: "Hugo", lastname: "Lambert", usageName: null };
const lea = { firstname: "Léa", lastname: "Martin", usageName: "Durand" };

describe("names", () => {
  it("names a person first name first", () => {
    expect(personName(hugo)).toBe("Hugo Lambert");
    expect(personName({ firstname: "", lastname: "Lambert" })).toBe("Lambert");
  });

  it("lists a student family name first, with the usage name in brackets", () => {
    expect(listName(hugo)).toBe("Lambert Hugo");
    expect(listName(lea)).toBe("Martin Léa (Durand)");
  });

  it("gives the family-name column with the usage name in brackets", () => {
    expect(familyName(hugo)).toBe("Lambert");
    expect(familyName(lea)).toBe("Martin (Durand)");
  });

  it("names an archived student « (archivé) » wherever they are listed", () => {
    const gone = { ...lea, isArchived: true };
    expect(listName(gone)).toBe("Martin Léa (Durand) (archivé)");
    expect(personName(gone)).toBe("Léa Martin (archivé)");
    expect(familyName(gone)).toBe("Martin (Durand) (archivé)");
  });
});
