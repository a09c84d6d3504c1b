import { describe, expect, it } from "vitest";
import { de, particleBefore, plural, pluralOfList } from "./french.ts";

describe("French elision", () => {
  it("elides before a vowel, accented or not, whatever its case", () => {
    expect(de("Élodie")).toBe("d'Élodie");
    expect(de("anne")).toBe("d'anne");
    expect(particleBefore("que", "Apprenant")).toBe("qu'");
    expect(particleBefore("que", "Administrateur")).toBe("qu'");
  });

  it("keeps the full word before a consonant or an h", () => {
    expect(de("Paul")).toBe("de Paul");
    expect(de("Hugo")).toBe("de Hugo");
    expect(particleBefore("que", "Professeur")).toBe("que ");
  });
});

describe("plural", () => {
  it("agrees the word with the count (0 and 1 singular, as in French) and groups the digits", () => {
    expect(plural(0, "rendu")).toBe("0 rendu");
    expect(plural(1, "absence")).toBe("1 absence");
    expect(plural(3, "rendu")).toBe("3 rendus");
    expect(plural(2, "travail", "travaux")).toBe("2 travaux");
    expect(plural(1200, "absence")).toBe(`${(1200).toLocaleString("fr-FR")} absences`);
  });
});

describe("pluralOfList", () => {
  it("writes a count with its noun, and « plus de » past the server's cap", () => {
    expect(pluralOfList({ total: 0 }, "apprenant")).toBe("0 apprenant");
    expect(pluralOfList({ total: 1 }, "apprenant")).toBe("1 apprenant");
    expect(pluralOfList({ total: 1234 }, "apprenant")).toBe("1\u202f234 apprenants");
    expect(pluralOfList({ total: 1000, isTotalCapped: true }, "séance")).toBe("plus de 1\u202f000 séances");
  });
});
