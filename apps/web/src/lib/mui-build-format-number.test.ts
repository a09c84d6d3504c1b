import { describe, expect, it } from "vitest";
import buildFormatNumber from "./mui-build-format-number.ts";

describe("MUI's buildFormatNumber, stood in for", () => {
  it("formats as Intl does, once asked", () => {
    const format = buildFormatNumber("en-US");
    expect(format(1234.5)).toBe((1234.5).toLocaleString("en-US"));
    expect(format(Number.NaN)).toBe("NaN");
  });
});
