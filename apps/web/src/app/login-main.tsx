import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { signInCompanyId } from "../features/auth/index.ts";
import { getToken } from "../lib/storage.ts";
import { applySettingsToDocument, isDefaultSettings, loadSettings } from "../theme/settings.tsx";
import { LoginApp } from "./login-app.tsx";
import { registerServiceWorker } from "./service-worker.ts";

// The sign-in page's own entry (login.html): the page alone, without the app's router and query cache.
const settings = loadSettings();
applySettingsToDocument(settings);

const container = document.getElementById("root");
if (!container) throw new Error("login.html has no #root element");

// The built login.html holds the page rendered for a signed-out visitor with the default settings
// and the platform's colours (login-prerender.tsx): hydrated for such a visitor. Anyone else (dark
// mode, right to left, a session to check, a company's branding to load) gets it rendered afresh, as
// before the prerendering; public/login-boot.js hid the prerendered page from them before the first
// paint, and it shows again once emptied. The dev server's login.html has no markup.
const isPrerenderedFor =
  isDefaultSettings(settings) &&
  getToken() === null &&
  signInCompanyId(new URLSearchParams(window.location.search)) === null;
if (container.firstElementChild && isPrerenderedFor) {
  // A transition: the page is already painted, so hydration may pause for the browser (less blocking time).
  startTransition(() => {
    hydrateRoot(container, <LoginApp />);
  });
} else {
  container.replaceChildren();
  createRoot(container).render(<LoginApp />);
}
document.documentElement.removeAttribute("data-render-afresh");

registerServiceWorker();
