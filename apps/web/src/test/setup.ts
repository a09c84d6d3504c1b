import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

// On a busy two-core machine, MUI's dialogs and menus take seconds to settle in happy-dom: a
// component test waits up to 5 s for what it looks for (testTimeout, in vite.config.ts, bounds a test).
configure({ asyncUtilTimeout: 5000 });

// The test files of a worker share one module graph and one document (vite.config.ts: no isolation),
// so this file, run before each of them, leaves each test and each file with nothing of the last one:
// Testing Library unmounts by itself only when the runner exposes globals, and ours does not.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = "";
});
