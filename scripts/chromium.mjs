import { existsSync } from "node:fs";

// How every browser run launches Debian's Chromium (no downloaded browser): CHROMIUM_PATH or
// /usr/bin/chromium, without sandbox or GPU, and nothing fetched in the background.
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

// The browser tests: Debian's headless shell when it is installed (package chromium-headless-shell,
// the same engine without the browser's window layer: a page load costs about a third less CPU, and
// the browser tests are CPU-bound on two cores), else Chromium. CHROMIUM_PATH still chooses.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const BROWSER_TESTS_LAUNCH_OPTIONS = {
  ...CHROMIUM_LAUNCH_OPTIONS,
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
};
