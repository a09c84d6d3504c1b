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
