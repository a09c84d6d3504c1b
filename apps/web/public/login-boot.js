// The sign-in page's first script (login.html), before its first paint. The page comes prerendered for
// a signed-out visitor with the default settings (src/app/login-prerender.tsx); anyone else would
// glimpse it in the wrong colours or direction, or see the form before their session is checked: for
// them #root stays hidden (by the style vite.config.ts puts in login.html) until src/app/login-main.tsx renders it afresh, over
// their own colour scheme. The same checks as loadSettings() and getToken(); a classic script, as our
// Content-Security-Policy allows no inline one.
try {
  const settings = JSON.parse(localStorage.getItem("campus.settings") || "null") || {};
  const root = document.documentElement;
  if (settings.mode === "dark") root.style.colorScheme = "dark";
  if (settings.direction === "rtl") root.dir = "rtl";
  if (
    settings.mode === "dark" ||
    settings.direction === "rtl" ||
    localStorage.getItem("campus.token") !== null
  ) {
    root.setAttribute("data-render-afresh", "");
  }
} catch {
  // No storage (some private modes): the default settings, signed out, as prerendered.
}
