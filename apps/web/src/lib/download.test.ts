import { describe, expect, it } from "vitest";
import { filenameFromDisposition } from "./download.ts";

describe("filenameFromDisposition", () => {
  it("reads a quoted file name", () => {
    expect(filenameFromDisposition('attachment; filename="apprenants-2026-11-22.xlsx"')).toBe(
      "apprenants-2026-11-22.xlsx",
    );
  });

  it("prefers the UTF-8 name of filename*", () => {
    expect(
      filenameFromDisposition(`attachment; filename="modele.csv"; filename*=UTF-8''mod%C3%A8le%20import.csv`),
    ).toBe("modèle import.csv");
  });

  it("reads an unquoted file name", () => {
    expect(filenameFromDisposition("attachment; filename=liste.pdf")).toBe("liste.pdf");
  });

  it("answers null without a name", () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition("inline")).toBeNull();
  });
});
