import { StrictMode } from "react";
import { LoginPage } from "../features/auth/pages/login-page.tsx";
import { SettingsProvider } from "../theme/settings.tsx";

/**
 * The sign-in page's whole tree (login.html): rendered into the HTML at build time (login-prerender.tsx),
 * then hydrated or rendered in the browser (login-main.tsx). One component, so that both trees match.
 */
export function LoginApp() {
  return (
    <StrictMode>
      <SettingsProvider>
        <LoginPage />
      </SettingsProvider>
    </StrictMode>
  );
}
