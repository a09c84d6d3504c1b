import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { endSession, useMe } from "../features/auth/index.ts";
import { useCompanyManifest } from "../lib/company-manifest.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { AppThemeProvider } from "../theme/app-theme-provider.tsx";
import { SettingsProvider } from "../theme/settings.tsx";
import { NotificationHost } from "../ui/notifications.tsx";

/** The theme and the web app manifest follow the signed-in user's company; the platform's before sign-in. */
function ThemeWithCompanyColors({ children }: { children: ReactNode }) {
  const { data: me } = useMe();
  useCompanyManifest(me?.company.id);
  return <AppThemeProvider companyStyle={me?.company.style}>{children}</AppThemeProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  // A refused session anywhere (expired, revoked) signs the user out; the guards take them to sign-in.
  const [queryClient] = useState(() => createQueryClient(endSession));

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
