// After `npm run build`: the JavaScript each first page downloads (gzip), against its budget. A page's
// JavaScript is its document's entry (index.html for the app, login.html for the sign-in page) plus the
// lazy modules its route needs (guard, layout, page) and everything they import statically, as Vite's
// manifest lists them. Exits 1 over a ceiling.
//
// The goals of issue #14 are 150 KB for the login page and 250 KB for every role's first page.
// - The sign-in page is a document of its own (login.html): the page alone, without the app's router
//   and query cache, zod, react-hook-form, notistack or date-fns (140 KB, of which React DOM makes 65).
// - No first page waits for zod before it has shown its data: the queries of the home and the lists
//   below read through schemas loaded apart (an endpoint's declaration names its schemas, `call` loads them), and the first page's answers are shown as
//   sent and checked once it has shown them (src/lib/answer-check.ts). e2e/first-load.spec.ts counts
//   in the browser what each of these pages downloads before it has shown its data, against the goal.
// - The teachers' and students' home does not ship zod (231 KB): the constants it needs come from zod-free
//   contracts (roles.ts, slot-labels.ts), the cache keys from their own files (entities/<noun>/keys.ts), and the
//   permission table is a pure call that a page reading only the screens' table leaves out.
// - The administrators' and companies' lists do not ship zod either: their queries read through
//   their declared schemas, loaded apart; their constants come from zod-free contracts (administrator-roles.ts,
//   dashboard-rules.ts, user-account-sorts.ts), an administrator's removal (with the errors'
//   catalogue) loads on its first use. What their first paint does without loads alongside the page
//   (loadEarly in ui/load-when-shown.tsx), each in a box of its size: the pagination with its select
//   (paged-table-pagination.tsx), the row buttons' tooltips (deferred-tooltip.tsx), the phone's
//   « Trier par », the company picker, the simple layout's header buttons. The pagination, « Trier
//   par » and the filters' selects share one file (list-controls.ts), so that the Select, Menu and
//   Popover they all carry download once.
// The web and contracts packages declare `"sideEffects": false`, so a page does not take in what a
// feature's index re-exports but it does not use; forms (react-hook-form) load with their dialog. The
// enforced `ceiling` is what the pages weigh today plus a little, so that nothing grows unnoticed;
// lower it as the pages get lighter. Since the small common chunks are copied into their readers
// (experimentalInlineCommonChunks in vite.config.ts), a first page is 6 to 9 files, a little lighter
// too (larger files compress better).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "apps/web/dist");
const KB = 1024;

const DASHBOARD = ["src/app/guards/auth-guard.tsx", "src/app/layouts/dashboard/dashboard-layout.tsx"];
/** The login page, then each role's home (HOME_BY_ROLE in packages/contracts/src/roles.ts). */
const PAGES = [
  {
    name: "/auth/login (visitor)",
    goal: 150 * KB,
    ceiling: 141 * KB,
    entry: "login.html",
    modules: [],
  },
  {
    name: "/dashboard/entreprises (superadmin)",
    goal: 250 * KB,
    ceiling: 201 * KB,
    modules: [
      "src/app/guards/auth-guard.tsx",
      "src/app/layouts/simple-layout.tsx",
      "src/features/companies/pages/companies-page.tsx",
    ],
  },
  {
    name: "/dashboard/administrateurs (superadmincom, admin)",
    goal: 250 * KB,
    // The layout's live banner, heartbeat, header buttons (menus, alerts, messages) load after first paint.
    // +1 KB: the « Intégrations » menu entry and its icon, the API keys' endpoint declarations (issue 43).
    ceiling: 246 * KB,
    modules: [...DASHBOARD, "src/app/pages/administrators-page.tsx"],
  },
  {
    name: "/dashboard/app (teacher, student)",
    goal: 250 * KB,
    // +1 KB: its queries' endpoint declarations (paths, access) replace their hand-written URLs; +1 KB:
    // the students' « Émargement » menu entry and its icon (issue 40).
    ceiling: 233 * KB,
    modules: [...DASHBOARD, "src/app/pages/app-page.tsx"],
  },
];

const manifestPath = path.join(dist, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`bundle budgets: ${manifestPath} is missing; run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    const full = path.join(dist, file);
    const size = existsSync(`${full}.gz`)
      ? readFileSync(`${full}.gz`).length
      : gzipSync(readFileSync(full), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return gzipSizes.get(file);
}

/** The chunk files a module needs at once: its own and its static imports', transitively. */
function staticClosure(keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(
        `bundle budgets: ${key} is not in the build (renamed? update scripts/bundle-budgets.mjs)`,
      );
    if (chunk.file.endsWith(".js")) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

let failures = 0;
const rows = [];
for (const page of PAGES) {
  const files = staticClosure([page.entry ?? "index.html", ...page.modules]);
  const total = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const ok = total <= page.ceiling;
  if (!ok) failures += 1;
  const status = !ok ? "OVER" : total <= page.goal ? "ok  " : "todo";
  rows.push(
    `${status} ${page.name.padEnd(52)} ${(total / KB).toFixed(1).padStart(6)} KB gzip, ceiling ${page.ceiling / KB} KB, goal ${page.goal / KB} KB (${files.size} files)`,
  );
}
console.log(`JavaScript of each first page (gzip):\n${rows.join("\n")}`);
if (failures > 0) {
  console.error(`bundle budgets: ${failures} page(s) over their ceiling`);
  process.exit(1);
}
