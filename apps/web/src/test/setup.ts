import { configure } from "@testing-library/react";

// On a busy two-core machine, MUI's dialogs and menus take seconds to settle in happy-dom: a
// component test waits up to 5 s for what it looks for (testTimeout, in vite.config.ts, bounds a test).
configure({ asyncUtilTimeout: 5000 });
