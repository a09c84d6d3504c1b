import { describe, expect, it } from "vitest";
import { formatDecimal, formatFileSize, formatNumber, formatPercent } from "./format-number.ts";

const SAMPLES = [
  0,
  1,
  7,
  12,
  999,
  1000,
  1234,
  12_345,
  123_456,
  1_234_567,
  15.5,
  0.5,
  2.25,
  1234.5678,
  3.14157,
  19.999_9,
  -1,
  -1234.5,
  -0.4,
  0.1 + 0.2,
  1e14 + 0.5,
];

describe("formatNumber", () => {
  it("writes what Intl's fr-FR writes, without loading it", () => {
    for (const value of SAMPLES)
      expect(formatNumber(value), String(value)).toBe(value.toLocaleString("fr-FR"));
  });

  it("writes « 0 » for what rounds to zero", () => {
    expect(formatNumber(-0.0004)).toBe("0");
  });

  it("rounds to the decimals asked for, and groups only when asked", () => {
    for (const value of SAMPLES) {
      expect(formatNumber(value, 1)).toBe(value.toLocaleString("fr-FR", { maximumFractionDigits: 1 }));
      expect(formatNumber(value, 2, false)).toBe(
        value.toLocaleString("fr-FR", { maximumFractionDigits: 2, useGrouping: false }),
      );
    }
  });
});

describe("formatDecimal and formatPercent", () => {
  it("write decimals and percentages the French way", () => {
    expect(formatDecimal(15.5)).toBe("15,5");
    expect(formatDecimal(12_345.678)).toBe("12345,68");
    expect(formatDecimal(null)).toBe("—");
    for (const ratio of [0, 0.125, 0.07, 1, 0.3333]) {
      expect(formatPercent(ratio)).toBe(
        ratio.toLocaleString("fr-FR", { style: "percent", maximumFractionDigits: 1 }),
      );
    }
  });
});

describe("formatFileSize", () => {
  it("writes file sizes the French way", () => {
    expect(formatFileSize(512)).toBe("512 o");
    expect(formatFileSize(2048)).toBe("2 ko");
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe("1,5 Mo");
  });
});
