import { getContrastRatio } from "@mui/material/styles";
import { describe, expect, it } from "vitest";
import { companyColors, readableColor, SURFACES, statusColors } from "./palette.ts";

const MODES = ["light", "dark"] as const;

describe("the theme's colours read as text on both surfaces (WCAG AA)", () => {
  for (const mode of MODES) {
    const surfaces = [SURFACES[mode].default, SURFACES[mode].paper];
    it(`keeps the status colours at 4.5:1 or more in ${mode} mode`, () => {
      for (const color of Object.values(statusColors(mode)))
        for (const surface of surfaces) expect(getContrastRatio(color, surface)).toBeGreaterThanOrEqual(4.5);
    });
    it(`corrects a company colour that would not read, in ${mode} mode`, () => {
      const chosen = mode === "light" ? "#FFE066" : "#1A237E";
      const { primary } = companyColors({ light: { primary: chosen }, dark: { primary: chosen } }, mode);
      expect(primary).not.toBe(chosen);
      for (const surface of surfaces) expect(getContrastRatio(primary, surface)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it("leaves a colour that already reads untouched", () => {
    expect(readableColor("#1C252E", "light")).toBe("#1C252E");
  });
});
