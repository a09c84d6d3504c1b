import { describe, expect, it } from "vitest";
import { formatFileSize } from "./format-number.ts";

describe("formatFileSize", () => {
  it("writes file sizes the French way", () => {
    expect(formatFileSize(512)).toBe("512 o");
    expect(formatFileSize(2048)).toBe("2 ko");
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe("1,5 Mo");
  });
});
