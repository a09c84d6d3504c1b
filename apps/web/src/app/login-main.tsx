import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { LoginPage } from "../features/auth/pages/login-page.tsx";
import { applySettingsToDocument, loadSettings, SettingsProvider } from "../theme/settings.tsx";
import { registerServiceWorker } from "./service-worker.ts";

// The sign-in page's own entry (login.html): the page alone, without the app's router and query cache.
applySettingsToDocument(loadSettings());

const container = document.getElementById("root");
if (!container) throw new Error("login.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <SettingsProvider>
      <LoginPage />
    </SettingsProvider>
  </StrictMode>,
);

registerServiceWorker();
