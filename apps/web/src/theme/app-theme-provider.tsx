import type { CompanyStyle } from "@campus/contracts/companies";
import { CacheProvider } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { type ReactNode, useMemo, useSyncExternalStore } from "react";
import { createAppTheme } from "./create-app-theme.ts";
import { useEmotionCache } from "./emotion-cache.ts";
import { useSettings } from "./settings.tsx";

interface ThemeProps {
  /** The company's colours; the platform's when absent. */
  companyStyle?: CompanyStyle;
  children: ReactNode;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Whether the system asks for less motion, followed as it changes (MUI's useMediaQuery weighs more on the sign-in page). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

function useAppTheme(companyStyle: CompanyStyle | undefined) {
  const { mode, direction } = useSettings();
  const reducedMotion = usePrefersReducedMotion();
  return useMemo(
    () => createAppTheme({ mode, direction, companyStyle, reducedMotion }),
    [mode, direction, companyStyle, reducedMotion],
  );
}

/** The whole app's theme: emotion cache of the direction, MUI theme, baseline styles. */
export function AppThemeProvider({ companyStyle, children }: ThemeProps) {
  const { direction } = useSettings();
  const theme = useAppTheme(companyStyle);
  const cache = useEmotionCache(direction);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

/** Recolours a part of the page with a company's palette (the login page of a known company). */
export function CompanyThemeProvider({ companyStyle, children }: ThemeProps) {
  const theme = useAppTheme(companyStyle);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
