import GlobalStyles from "@mui/material/GlobalStyles";
import { QueryClientProvider } from "@tanstack/react-query";
import { SnackbarProvider } from "notistack";
import { type ReactNode, useState } from "react";
import { endSession, useMe } from "../features/auth/index.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { AppThemeProvider } from "../theme/app-theme-provider.tsx";
import { SettingsProvider } from "../theme/settings.tsx";

/** notistack's own colours are under 4.5:1 with white text (success 3.0, info 3.1, warning 2.1): darker ones. */
const SNACKBAR_COLOURS = {
  ".notistack-MuiContent-success": { backgroundColor: "#1b5e20" },
  ".notistack-MuiContent-error": { backgroundColor: "#b71c1c" },
  ".notistack-MuiContent-warning": { backgroundColor: "#a84300" },
  ".notistack-MuiContent-info": { backgroundColor: "#0d47a1" },
};

/** The theme follows the signed-in user's company colours; the platform's before sign-in. */
function ThemeWithCompanyColors({ children }: { children: ReactNode }) {
  const { data: me } = useMe();
  return <AppThemeProvider companyStyle={me?.company.style}>{children}</AppThemeProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  // A refused session anywhere (expired, revoked) signs the user out; the guards take them to sign-in.
  const [queryClient] = useState(() => createQueryClient(endSession));

  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <ThemeWithCompanyColors>
          <GlobalStyles styles={SNACKBAR_COLOURS} />
          <SnackbarProvider
            maxSnack={5}
            preventDuplicate
            autoHideDuration={3000}
            anchorOrigin={{ vertical: "top", horizontal: "right" }}
          >
            {children}
          </SnackbarProvider>
        </ThemeWithCompanyColors>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
