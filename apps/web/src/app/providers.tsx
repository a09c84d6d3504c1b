import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useMe } from "../features/auth/index.ts";
import { useCompanyManifest } from "../lib/company-manifest.ts";
import { AppThemeProvider } from "../theme/app-theme-provider.tsx";
import { SettingsProvider } from "../theme/settings.tsx";
import { NotificationHost } from "../ui/notifications.tsx";

/** The theme and the web app manifest follow the signed-in user's company; the platform's before sign-in. */
function ThemeWithCompanyColors({ children }: { children: ReactNode }) {
  const { data: me } = useMe();
  useCompanyManifest(me?.company.id);
  return <AppThemeProvider companyStyle={me?.company.style}>{children}</AppThemeProvider>;
}

/** `queryClient`: the app's (main.tsx), which signs the user out when a session is refused anywhere. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <ThemeWithCompanyColors>
          {children}
          <NotificationHost />
        </ThemeWithCompanyColors>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
