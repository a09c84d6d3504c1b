import type { CompanyStyle } from "@campus/contracts/companies";
import { createTheme, type Theme } from "@mui/material/styles";
import { companyColors, SURFACES, statusColors, TEXT } from "./palette.ts";
import type { Direction, ThemeMode } from "./settings.tsx";

export const FONT_FAMILY = [
  '"Public Sans"',
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  "sans-serif",
].join(",");

export const SIDEBAR_WIDTH = 280;

/** The element's text takes its direction from its first strong character, like `dir="auto"`. */
const BIDI_PLAINTEXT = { unicodeBidi: "plaintext" } as const;
/**
 * The animations by which MUI's fields notice the browser's autofill (names MUI listens for). Their
 * keyframes are in both documents' <head> (vite.config.ts) rather than in a <style> element that each
 * field adds and removes.
 */
const AUTO_FILL = "mui-auto-fill";
const AUTO_FILL_CANCEL = "mui-auto-fill-cancel";

/** The keyboard focus ring: a 2 px outline, off the element so that it stands against the page. */
function focusRing(color: string) {
  return { outline: `2px solid ${color}`, outlineOffset: 2 } as const;
}

export interface AppThemeOptions {
  mode: ThemeMode;
  direction: Direction;
  companyStyle?: CompanyStyle;
  /** The person asked their system for less motion: no transition, no ripple (WCAG 2.3.3). */
  reducedMotion?: boolean;
}

export function createAppTheme({
  mode,
  direction,
  companyStyle,
  reducedMotion = false,
}: AppThemeOptions): Theme {
  const colors = companyColors(companyStyle, mode);
  const status = statusColors(mode);
  return createTheme({
    direction,
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    palette: {
      mode,
      // Button labels pick white or dark text at AA contrast, not MUI's default 3:1.
      contrastThreshold: 4.5,
      primary: { main: colors.primary },
      secondary: { main: colors.secondary },
      error: { main: status.error },
      warning: { main: status.warning },
      success: { main: status.success },
      info: { main: status.info },
      background: SURFACES[mode],
      text: TEXT[mode],
      divider: mode === "light" ? "rgba(145, 158, 171, 0.24)" : "rgba(145, 158, 171, 0.2)",
    },
    shape: { borderRadius: 8 },
    ...(reducedMotion ? { transitions: { create: () => "none" } } : {}),
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontSize: "2rem", fontWeight: 700, lineHeight: 1.25 },
      h2: { fontSize: "1.5rem", fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: "1.25rem", fontWeight: 700, lineHeight: 1.4 },
      h4: { fontSize: "1.125rem", fontWeight: 700 },
      h5: { fontSize: "1rem", fontWeight: 700 },
      h6: { fontSize: "1rem", fontWeight: 600 },
      button: { textTransform: "none", fontWeight: 600 },
    },
    components: {
      // A visible keyboard focus on everything, in both modes: the company colour, which the palette
      // keeps at 4.5:1 or more against the page and the cards (WCAG 2.4.7, 2.4.11, 1.4.11 ask 3:1).
      MuiCssBaseline: {
        styleOverrides: {
          ":focus-visible": focusRing(colors.primary),
          // A field reached with Tab scrolls clear of the sticky header (64 px, two rows on phones)
          // and of the sticky save bars at the bottom (roll call, grades), never under them.
          html: { scrollPaddingTop: 120, scrollPaddingBottom: 120 },
        },
      },
      MuiButtonBase: {
        defaultProps: { disableRipple: reducedMotion },
        styleOverrides: {
          root: {
            "&.Mui-focusVisible, &:focus-visible": focusRing(colors.primary),
            // Safari's name for MUI's `user-select: none` (the app's styles are not prefixed: emotion-cache.ts).
            WebkitUserSelect: "none",
          },
        },
      },
      // Inside the tabs' scroller (which clips what overflows) the ring is drawn inward.
      MuiTab: {
        defaultProps: { dir: "auto" },
        styleOverrides: { root: { "&.Mui-focusVisible": { outlineOffset: -3 } } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      // A selected coloured toggle (Présent / Absent / En retard) is filled with its colour: MUI's pale
      // tint left its text at 4.4:1 (light) and 3.7:1 (dark), under AA.
      MuiToggleButton: {
        styleOverrides: {
          root: ({ ownerState, theme }) => {
            const color = ownerState.color;
            if (!color || color === "standard") return {};
            const tone = theme.palette[color];
            return {
              "&.Mui-selected, &.Mui-selected:hover": {
                backgroundColor: tone.main,
                color: tone.contrastText,
              },
            };
          },
        },
      },
      // MUI lightens raised surfaces in dark mode; the grey text of menus then falls under AA contrast.
      MuiPaper: { styleOverrides: { root: { backgroundImage: "none" } } },
      MuiCard: {
        styleOverrides: {
          root: ({ theme }) => ({
            borderRadius: 16,
            boxShadow:
              theme.palette.mode === "light"
                ? "0 0 2px 0 rgba(145,158,171,0.2), 0 12px 24px -4px rgba(145,158,171,0.12)"
                : "0 0 2px 0 rgba(0,0,0,0.2), 0 12px 24px -4px rgba(0,0,0,0.12)",
          }),
        },
      },
      // Right-to-left mode: French sentences and user text keep their own direction, so that their
      // punctuation and numbers stay at the right end (« Les cours… . », not « .Les cours… »).
      // `dir="auto"` on the text blocks, `unicode-bidi: plaintext` (the same for a run) on labels.
      MuiTypography: { defaultProps: { dir: "auto" } },
      MuiTableCell: { defaultProps: { dir: "auto" }, styleOverrides: { head: { fontWeight: 600 } } },
      MuiAlert: { styleOverrides: { message: BIDI_PLAINTEXT } },
      MuiAlertTitle: { defaultProps: { dir: "auto" } },
      MuiChip: { styleOverrides: { label: BIDI_PLAINTEXT } },
      MuiMenuItem: { defaultProps: { dir: "auto" } },
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: {
          input: {
            ...BIDI_PLAINTEXT,
            // What MUI sets when it injects the keyframes itself: the label moves up on an autofill.
            animationName: AUTO_FILL_CANCEL,
            animationDuration: "10ms",
            "&:-webkit-autofill": { animationName: AUTO_FILL, animationDuration: "5000s" },
          },
        },
      },
      MuiFormHelperText: { styleOverrides: { root: BIDI_PLAINTEXT } },
      MuiListSubheader: { styleOverrides: { root: { background: "transparent" } } },
    },
  });
}
