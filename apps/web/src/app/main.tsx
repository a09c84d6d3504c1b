import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { applySettingsToDocument, loadSettings } from "../theme/settings.tsx";
import { Providers } from "./providers.tsx";
import { createAppRouter } from "./router.tsx";
import { registerServiceWorker } from "./service-worker.ts";

// Before the first paint, so a dark or right-to-left user never sees a flash of the defaults.
applySettingsToDocument(loadSettings());

const router = createAppRouter();
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

registerServiceWorker();
