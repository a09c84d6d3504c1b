import type { CompanyStyle } from "@campus/contracts/companies";
import { darken, getContrastRatio, lighten } from "@mui/material/styles";
import type { ThemeMode } from "./settings.tsx";

/** The platform's colours, used when a company has not chosen its own. */
export const DEFAULT_COLORS: Record<ThemeMode, { primary: string; secondary: string }> = {
  light: { primary: "#2065D1", secondary: "#7635DC" },
  dark: { primary: "#68A4F6", secondary: "#B78BF0" },
};

export const SURFACES: Record<ThemeMode, { default: string; paper: string }> = {
  light: { default: "#F6F7F9", paper: "#FFFFFF" },
  dark: { default: "#161C24", paper: "#212B36" },
};

export const TEXT: Record<ThemeMode, { primary: string; secondary: string; disabled: string }> = {
  light: { primary: "#1C252E", secondary: "#56626E", disabled: "#8A96A3" },
  dark: { primary: "#FFFFFF", secondary: "#A9B4BF", disabled: "#6B7885" },
};

/** WCAG AA for normal text. */
const MIN_TEXT_CONTRAST = 4.5;
const STEP = 0.08;
const MAX_STEPS = 12;

/**
 * Returns the colour, darkened (light mode) or lightened (dark mode) until it
 * reads as text on both surfaces: a company may pick any colour, the app stays legible.
 */
export function readableColor(color: string, mode: ThemeMode): string {
  const surfaces = [SURFACES[mode].default, SURFACES[mode].paper];
  const isReadable = (candidate: string) =>
    surfaces.every((surface) => getContrastRatio(candidate, surface) >= MIN_TEXT_CONTRAST);
  let candidate = color;
  for (let step = 0; step < MAX_STEPS && !isReadable(candidate); step++) {
    candidate = mode === "dark" ? lighten(candidate, STEP) : darken(candidate, STEP);
  }
  return candidate;
}

/** MUI's status colours, made readable as text (outlined buttons, chips) on the app's surfaces. */
const STATUS_COLORS: Record<ThemeMode, Record<"error" | "warning" | "success" | "info", string>> = {
  light: { error: "#D32F2F", warning: "#ED6C02", success: "#2E7D32", info: "#0288D1" },
  dark: { error: "#F44336", warning: "#FFA726", success: "#66BB6A", info: "#29B6F6" },
};

export function statusColors(mode: ThemeMode) {
  const colors = STATUS_COLORS[mode];
  return {
    error: readableColor(colors.error, mode),
    warning: readableColor(colors.warning, mode),
    success: readableColor(colors.success, mode),
    info: readableColor(colors.info, mode),
  };
}

/** The primary and secondary colours of a company in a mode, readable on the app's surfaces. */
export function companyColors(style: CompanyStyle | undefined, mode: ThemeMode) {
  const chosen = style?.[mode] ?? {};
  return {
    primary: readableColor(chosen.primary ?? DEFAULT_COLORS[mode].primary, mode),
    secondary: readableColor(chosen.secondary ?? DEFAULT_COLORS[mode].secondary, mode),
  };
}
