import { describe, expect, it } from "vitest";
import { formatCount, formatFileSize } from "./format-number.ts";

describe("formatFileSize", () => {
  it("writes file sizes the French way", () => {
    expect(formatFileSize(512)).toBe("512 o");
    expect(formatFileSize(2048)).toBe("2 ko");
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe("1,5 Mo");
  });
});

describe("formatCount", () => {
  it("writes a count with its noun, and « plus de » past the server's cap", () => {
    expect(formatCount({ total: 0 }, "apprenant")).toBe("0 apprenant");
    expect(formatCount({ total: 1 }, "apprenant")).toBe("1 apprenant");
    expect(formatCount({ total: 1234 }, "apprenant")).toBe("1\u202f234 apprenants");
    expect(formatCount({ total: 1000, isTotalCapped: true }, "séance")).toBe("plus de 1\u202f000 séances");
  });
});
