import contentDisposition from "content-disposition";
import { describe, expect, it } from "vitest";
import { attachmentDisposition, parseByteRange } from "./downloads.ts";

describe("attachmentDisposition", () => {
  it("keeps a hostile name whole: it parses back to exactly that name, and injects no parameter", () => {
    const hostile = `a";filename*=UTF-8''evil.html;x=".txt`;
    const header = attachmentDisposition(hostile);
    const parsed = contentDisposition.parse(header);
    expect(parsed.type).toBe("attachment");
    expect(parsed.parameters.filename).toBe(hostile);
    expect(Object.keys(parsed.parameters).sort()).toEqual(["filename"]);
    // The ASCII fallback is one quoted string: its semicolons and quotes cannot start a parameter.
    expect(header).toMatch(
      /^attachment; filename="a_;filename\*=UTF-8''evil\.html;x=_\.txt"; filename\*=UTF-8''a%22/,
    );
  });

  it("gives accented names in filename* with an ASCII fallback", () => {
    const header = attachmentDisposition("Émargement n°3 — séance.pdf");
    expect(header).toBe(
      `attachment; filename="Emargement n_3 _ seance.pdf"; filename*=UTF-8''%C3%89margement%20n%C2%B03%20%E2%80%94%20s%C3%A9ance.pdf`,
    );
    expect(contentDisposition.parse(header).parameters.filename).toBe("Émargement n°3 — séance.pdf");
  });

  it("keeps a plain ASCII name as a simple quoted filename", () => {
    expect(attachmentDisposition("apprenants-2026-11-23.pdf")).toBe(
      'attachment; filename="apprenants-2026-11-23.pdf"',
    );
  });
});

describe("parseByteRange", () => {
  it("reads one range, open-ended or as a suffix, clamped to the size", () => {
    expect(parseByteRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange("bytes=-500", 100)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange("bytes=50-5000", 100)).toEqual({ start: 50, end: 99 });
  });

  it("is unsatisfiable past the end, and ignored (whole file) when malformed or multiple", () => {
    expect(parseByteRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=-0", 100)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=9-3", 100)).toBeUndefined();
    expect(parseByteRange("bytes=0-1,5-6", 100)).toBeUndefined();
    expect(parseByteRange("items=0-1", 100)).toBeUndefined();
    expect(parseByteRange("bytes=-", 100)).toBeUndefined();
  });
});
