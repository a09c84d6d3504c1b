// The app's first script (index.html). It applies the user's colour scheme to the wait painted before
// the modules run, and asks for the signed-in user's profile while they download, so that the first
// render already knows who is signed in instead of asking once it has run (on a slow phone, seconds
// later); on the home, its summary too. src/lib/early-requests.ts hands the answers to the API client.
// The same storage keys as src/lib/storage.ts. The server sends it inside the page, allowed by its hash
// in the Content-Security-Policy (apps/api/src/platform/web-pages.ts): it asks before the page's modules
// are queued.
try {
  // As src/theme/settings.tsx applies them, for the wait painted before the modules run (index.html).
  const settings = JSON.parse(localStorage.getItem("campus.settings") || "null") || {};
  document.documentElement.style.colorScheme = settings.mode === "dark" ? "dark" : "light";
  if (settings.mode === "dark") document.documentElement.classList.add("boot-dark");
  if (settings.direction === "rtl") document.documentElement.dir = "rtl";
  const token = localStorage.getItem("campus.token");
  if (token) {
    const headers = { Accept: "application/json", Authorization: `Bearer ${token}` };
    const me = fetch("/api/auth/me", { headers });
    // Its failure is the API client's to report, when it takes the answer.
    me.catch(() => undefined);
    const responses = { "/api/auth/me": me };
    // The home's summary (its largest text) is asked for as soon as the profile says which one the
    // page will show, not once the page has rendered: as src/features/dashboard/pages/app-page.tsx.
    if (location.pathname === "/dashboard/app") {
      const roles = me
        .then((answer) => (answer.ok ? answer.clone().json() : null))
        .then((profile) => (Array.isArray(profile?.roles) ? profile.roles : []))
        .catch(() => []);
      for (const role of ["teacher", "student"]) {
        const path = `/api/dashboard/${role}`;
        responses[path] = roles.then((list) => (list.includes(role) ? fetch(path, { headers }) : undefined));
        responses[path].catch(() => undefined);
      }
    }
    globalThis.__campusEarly = { token, responses };
  }
} catch {
  // No storage (some private modes): signed out, nothing to ask.
}
