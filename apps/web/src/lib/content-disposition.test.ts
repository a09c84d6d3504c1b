import { describe, expect, it } from "vitest";
import { decodeExtValue, filenameFromDisposition, parseContentDisposition } from "./content-disposition.ts";

const HOSTILE_NAME = `a";filename*=UTF-8''evil.html;x=".txt`;

describe("filenameFromDisposition", () => {
  it("reads a quoted file name", () => {
    expect(filenameFromDisposition('attachment; filename="apprenants-2026-11-22.xlsx"')).toBe(
      "apprenants-2026-11-22.xlsx",
    );
  });

  it("reads an unquoted file name", () => {
    expect(filenameFromDisposition("attachment; filename=liste.pdf")).toBe("liste.pdf");
  });

  it("unescapes a quoted-string", () => {
    expect(filenameFromDisposition(String.raw`attachment; filename="le \"bilan\" \\ 2026.pdf"`)).toBe(
      String.raw`le "bilan" \ 2026.pdf`,
    );
  });

  it("prefers the UTF-8 name of filename*", () => {
    expect(
      filenameFromDisposition(`attachment; filename="modele.csv"; filename*=UTF-8''mod%C3%A8le%20import.csv`),
    ).toBe("modèle import.csv");
    expect(
      filenameFromDisposition(`attachment; filename*=utf-8'fr'r%C3%A9sum%C3%A9.pdf; filename="x.pdf"`),
    ).toBe("résumé.pdf");
  });

  it("decodes an ISO-8859-1 filename*", () => {
    expect(filenameFromDisposition(`attachment; filename*=ISO-8859-1''caf%E9.txt`)).toBe("café.txt");
  });

  it("falls back to filename when filename* cannot be decoded", () => {
    expect(filenameFromDisposition(`attachment; filename="ok.txt"; filename*=UTF-8''%E9t%C3.txt`)).toBe(
      "ok.txt",
    );
    expect(filenameFromDisposition(`attachment; filename="ok.txt"; filename*=KOI8-R''x.txt`)).toBe("ok.txt");
    expect(filenameFromDisposition(`attachment; filename="ok.txt"; filename*=no-quotes.txt`)).toBe("ok.txt");
  });

  it("keeps a hostile uploaded name whole, as the server sends it", () => {
    // What the `content-disposition` package makes of a file uploaded under HOSTILE_NAME.
    const header = String.raw`attachment; filename="a\";filename*=UTF-8''evil.html;x=\".txt"; filename*=UTF-8''a%22%3Bfilename%2A%3DUTF-8%27%27evil.html%3Bx%3D%22.txt`;
    expect(filenameFromDisposition(header)).toBe(HOSTILE_NAME);
  });

  it("never reads a filename* that sits inside a quoted file name", () => {
    const header = String.raw`attachment; filename="a\";filename*=UTF-8''evil.html;x=\".txt"`;
    expect(filenameFromDisposition(header)).toBe(HOSTILE_NAME);
    expect(filenameFromDisposition(header)).not.toBe("evil.html");
  });

  it("answers null without a usable name or for a malformed header", () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition("inline")).toBeNull();
    expect(filenameFromDisposition('attachment; filename=""')).toBeNull();
    expect(filenameFromDisposition('attachment; filename="unterminated.txt')).toBeNull();
    expect(filenameFromDisposition("attachment; filename=a.txt; filename=b.html")).toBeNull();
    expect(filenameFromDisposition("attachment filename=a.txt")).toBeNull();
  });
});

describe("parseContentDisposition", () => {
  it("reads the type and the parameters, names in lower case", () => {
    expect(parseContentDisposition('Attachment ; FileName = "a b.txt" ;size=12')).toEqual({
      type: "attachment",
      parameters: { filename: "a b.txt", size: "12" },
    });
  });
});

describe("decodeExtValue", () => {
  it("refuses characters that RFC 8187 does not allow unencoded", () => {
    expect(decodeExtValue("UTF-8''a b.txt")).toBeNull();
    expect(decodeExtValue(`UTF-8''a".txt`)).toBeNull();
    expect(decodeExtValue("UTF-8''a%20b.txt")).toBe("a b.txt");
  });
});
