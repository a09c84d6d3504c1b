// The sign-in page's first script (login.html), before its first paint. The page comes prerendered for
// a signed-out visitor with the default settings and the platform's colours
// (src/app/login-prerender.tsx); anyone else would glimpse it in the wrong colours (dark mode, a
// company's branding) or direction, or see the form before their session is checked. For them #root
// stays hidden (by the style vite.config.ts puts in login.html) until src/app/login-main.tsx renders
// it afresh, over their own colour scheme. The same checks as login-main.tsx (loadSettings, getToken,
// signInCompanyId). A classic script: our Content-Security-Policy allows no inline one.
try {
  const settings = JSON.parse(localStorage.getItem("campus.settings") || "null") || {};
  const root = document.documentElement;
  if (settings.mode === "dark") root.style.colorScheme = "dark";
  if (settings.direction === "rtl") root.dir = "rtl";
  if (
    settings.mode === "dark" ||
    settings.direction === "rtl" ||
    localStorage.getItem("campus.token") !== null ||
    localStorage.getItem("campus.company") !== null ||
    new URLSearchParams(location.search).has("entreprise")
  ) {
    root.setAttribute("data-render-afresh", "");
  }
} catch {
  // No storage (some private modes): the default settings, signed out, as prerendered.
}

// A form sent before the page's script has taken it over would go to the server as a plain POST: it is
// held instead (the page stays as it is, what was typed too), and src/features/auth/components/
// login-form.tsx sends it again once it runs.
document.addEventListener(
  "submit",
  (event) => {
    if (document.documentElement.hasAttribute("data-form-ready")) return;
    event.preventDefault();
    event.target.setAttribute("data-held-submit", "");
  },
  true,
);
