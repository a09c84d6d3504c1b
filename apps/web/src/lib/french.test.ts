import { describe, expect, it } from "vitest";
import { de, particleBefore } from "./french.ts";

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
