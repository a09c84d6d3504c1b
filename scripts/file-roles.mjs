// The file roles of the API modules (issue 38 point 5): a file of `apps/api/src/modules/<area>/` is named
// `<name>.<role>.ts` (or `index.ts`), its role one of ROLES; its tests are `<name>.<role>.test.ts` or any
// `*.test.ts`. `scripts/check-modules.mjs` (npm run lint) fails on a file with no role.
//
//   node scripts/file-roles.mjs           lists the renames still to make and the files with no role
//                                         (exit 1 when there are any)
//   node scripts/file-roles.mjs --apply   renames (git mv) each file and its `.test.ts` sibling, and rewrites
//                                         what names them: relative imports, vi.mock, import(), new URL(…),
//                                         paths in configs and scripts, names in comments and docs
//
// Deterministic and idempotent: a file whose name ends with a role is never renamed, so a second run
// does nothing. A new file whose role cannot be told is listed as « no role »: name it, or add its
// suffix to SUFFIX_ROLES (or its path to OVERRIDES).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The roles a file of an API module may have, and what each holds (docs/ARCHITECTURE.md says the same). */
export const ROLES = {
  index: "the module's public face: what the other modules may import of it",
  routes: "the Fastify routes, thin: requireCtx, one call to a service, the answer",
  service: "the area's commands (and the reads that go with them): (db, ctx, …), scoped, audited, publishing",
  queries: "reads only: queries, query builders, row shapes and selects, for the module or the others",
  access: "the module's own checks on top of platform/access (a feature switched off, the moves allowed)",
  rules: "pure logic, no database: parsing, validation, limits, dates, codes, byte checks, images",
  documents: "what the area writes out: PDF, XLSX, CSV, ZIP, manifests, e-mail texts, a person's copy",
  events: "the live events the area publishes on the bus, and the SSE stream",
  jobs: "work outside a request: scheduled runs, sweeps, worker threads, command-line entries",
  cache: "what a process keeps in memory: caches and write buffers",
};

/** The role of a current suffix (the name's last part before `.ts`) that is not a role. */
const SUFFIX_ROLES = {
  absences: "queries",
  "absence-summary": "queries",
  accounts: "service",
  announce: "service",
  attachments: "service",
  booking: "service",
  boxes: "service",
  buffer: "cache",
  bulk: "service",
  certificate: "documents",
  "check-in": "service",
  "check-in-codes": "service",
  "check-in-record": "service",
  "check-in-settings": "service",
  "check-in-sheet": "service",
  "check-in-signature": "service",
  "check-in-verify": "service",
  "check-in-window": "queries",
  checks: "access",
  "check-job": "jobs",
  cli: "jobs",
  closing: "service",
  cohorts: "queries",
  command: "jobs",
  company: "service",
  contacts: "queries",
  csv: "documents",
  dates: "rules",
  "demo-files": "service",
  "digest-job": "jobs",
  "digest-mail": "documents",
  "digest-queries": "queries",
  "download-links": "service",
  embed: "rules",
  enrol: "service",
  enrolments: "service",
  erase: "service",
  "erase-account": "service",
  "erase-counts": "queries",
  "erase-staff": "service",
  evaluate: "service",
  export: "documents",
  "export-attachments": "documents",
  "export-sections": "documents",
  "export-signatures": "documents",
  feed: "service",
  figures: "queries",
  files: "service",
  flow: "service",
  grid: "service",
  guard: "access",
  "half-day": "queries",
  "half-day-document": "documents",
  history: "service",
  identity: "service",
  import: "service",
  job: "jobs",
  learners: "service",
  lifecycle: "service",
  limits: "rules",
  manifest: "documents",
  "me-cache": "cache",
  order: "rules",
  parse: "rules",
  "period-cache": "cache",
  person: "queries",
  plan: "rules",
  programmes: "queries",
  provider: "service",
  read: "service",
  record: "service",
  references: "queries",
  removal: "service",
  reports: "documents",
  retention: "queries",
  "retention-job": "jobs",
  "retention-run": "jobs",
  "roll-call": "service",
  rows: "queries",
  sample: "documents",
  selection: "queries",
  send: "service",
  settings: "service",
  shared: "queries",
  sheets: "queries",
  sheet: "jobs",
  "signature-png": "rules",
  "student-grades": "queries",
  students: "service",
  "submission-list": "queries",
  submissions: "service",
  summary: "queries",
  "summary-pdf": "documents",
  support: "queries",
  sweep: "jobs",
  teachers: "service",
  "unread-cache": "cache",
  upload: "service",
  watch: "queries",
  worker: "jobs",
  xlsx: "rules",
  zip: "documents",
};

/**
 * The odd ones, by their path under modules/: a name without the area, a suffix meaning another thing
 * here, or a suffix that says its role twice (`digest-job` → `digest.jobs`).
 */
const OVERRIDES = {
  "accounts/account-mails.ts": "accounts.mails.documents.ts",
  "accounts/account-tokens.ts": "accounts.tokens.service.ts",
  "attendance/attendance.half-day-document.ts": "attendance.half-day.documents.ts",
  "auth/auth.me-cache.ts": "auth.me.cache.ts",
  "branding/image-upload.ts": "branding.image-upload.service.ts",
  "branding/logo-image.ts": "branding.logo-image.rules.ts",
  "calendar/calendar.events.ts": "calendar.events.queries.ts", // calendar events, not the bus's
  "calendar/calendar.period-cache.ts": "calendar.period.cache.ts",
  "content/content-images.ts": "content.images.service.ts",
  "content/content.guard.ts": "content.access.ts",
  "events/live-stream.ts": "events.live-stream.events.ts",
  "files/files.check-job.ts": "files.check.jobs.ts",
  "files/files.check.ts": "files.check.service.ts",
  "health/readiness.ts": "health.readiness.queries.ts",
  "imports/imports.cohorts.ts": "imports.cohorts.service.ts",
  "imports/imports.csv.ts": "imports.csv.rules.ts", // a reader
  "imports/imports.programmes.ts": "imports.programmes.service.ts",
  "imports/imports.rows.ts": "imports.rows.rules.ts",
  "messages/messages.digest-job.ts": "messages.digest.jobs.ts",
  "messages/messages.digest-mail.ts": "messages.digest.documents.ts",
  "messages/messages.digest-queries.ts": "messages.digest.queries.ts",
  "messages/messages.digest.ts": "messages.digest.service.ts",
  "messages/messages.unread-cache.ts": "messages.unread.cache.ts",
  "privacy/privacy.retention-job.ts": "privacy.retention.jobs.ts",
  "privacy/privacy.summary-pdf.ts": "privacy.summary.documents.ts",
  "slots/slots.files.ts": "slots.files.rules.ts",
  "slots/slots.guard.ts": "slots.access.ts",
  "users/user-profile.ts": "users.profile.rules.ts",
  "webhooks/webhooks.job.ts": "webhooks.jobs.ts",
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MODULES_DIR = "apps/api/src/modules";
const modulesAbs = path.join(root, MODULES_DIR);

const isTest = (name) => /\.test\.tsx?$/.test(name);

/** A file's role from its path under modules/ (`area/name.role.ts`), or null when it has none. */
export function roleOf(relative) {
  const parts = relative.split("/");
  if (parts.length !== 2) return null; // a module is one flat folder
  const name = parts[1];
  if (name === "index.ts") return "index";
  const match = /\.([a-z0-9-]+)\.ts$/.exec(name);
  return match && Object.hasOwn(ROLES, match[1]) ? match[1] : null;
}

/** The name a file of modules/ takes, or null when its role cannot be told. */
function targetOf(relative) {
  if (Object.hasOwn(OVERRIDES, relative)) return OVERRIDES[relative];
  if (roleOf(relative)) return path.posix.basename(relative);
  const name = path.posix.basename(relative);
  const stem = name.replace(/\.ts$/, "");
  const suffix = stem.slice(stem.lastIndexOf(".") + 1);
  if (!stem.includes(".") || !Object.hasOwn(SUFFIX_ROLES, suffix)) return null;
  return `${stem}.${SUFFIX_ROLES[suffix]}.ts`;
}

/** The module files (posix paths under modules/), sorted. */
function moduleFiles() {
  return readdirSync(modulesAbs, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) =>
      path.relative(modulesAbs, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}

/**
 * What the tree is: the renames to make (old → new, under modules/), the files whose role cannot be told
 * (`noRole`), and every file whose name has no role yet (`withoutRole`: those and the ones to rename).
 */
export function planRoles() {
  const files = moduleFiles();
  const present = new Set(files);
  const renames = new Map();
  const noRole = [];
  for (const file of files.filter((file) => !isTest(file))) {
    const target = targetOf(file);
    if (target === null || roleOf(`${path.posix.dirname(file)}/${target}`) === null) {
      noRole.push(file);
      continue;
    }
    const to = `${path.posix.dirname(file)}/${target}`;
    if (to === file) continue;
    renames.set(file, to);
    const test = file.replace(/\.ts$/, ".test.ts");
    if (present.has(test)) renames.set(test, to.replace(/\.ts$/, ".test.ts"));
  }
  const targets = new Map();
  for (const [from, to] of renames) {
    if (targets.has(to)) throw new Error(`${from} and ${targets.get(to)} would both become ${to}`);
    if (present.has(to) && !renames.has(to)) throw new Error(`${from} would become ${to}, which exists`);
    targets.set(to, from);
  }
  const withoutRole = files.filter((file) => !isTest(file) && roleOf(file) === null);
  return { files, renames, noRole, withoutRole };
}

/** Counts of the roles in use (non-test files). */
export function roleCounts(files) {
  const counts = new Map();
  for (const file of files.filter((file) => !isTest(file))) {
    const role = roleOf(file) ?? "(no role)";
    counts.set(role, (counts.get(role) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|jsonc|md|yml|yaml|sh|toml)$|(^|\/)(run|Dockerfile)$/;

/** The repository's text files that may name a module file (tracked or new, never ignored). */
function textFiles() {
  const listed = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  return [...new Set(listed)]
    .filter(
      (file) => TEXT.test(file) && !file.endsWith("package-lock.json") && !file.includes("/migrations/meta/"),
    )
    .filter((file) => file !== "scripts/file-roles.mjs" && existsSync(path.join(root, file)))
    .sort();
}

/** Rewrites one file's text: its relative specifiers, the paths and the (unique) names of the renamed files. */
function rewrite(file, text, { byAbsolute, pathPatterns, namePatterns }) {
  let out = text;
  if (CODE.test(file)) {
    const dir = path.dirname(path.join(root, file));
    out = out.replace(/(["'`])(\.{1,2}\/[^"'`\n]*?)\1/g, (whole, quote, spec) => {
      const target = byAbsolute.get(path.resolve(dir, spec));
      if (!target) return whole;
      let next = path.relative(dir, target).split(path.sep).join("/");
      if (!next.startsWith(".")) next = `./${next}`;
      return `${quote}${next}${quote}`;
    });
  }
  for (const [pattern, replacement] of pathPatterns) out = out.replace(pattern, replacement);
  for (const [pattern, replacement] of namePatterns) out = out.replace(pattern, replacement);
  return out;
}

function apply(renames) {
  const files = textFiles();
  const byAbsolute = new Map(
    [...renames].map(([from, to]) => [path.join(modulesAbs, from), path.join(modulesAbs, to)]),
  );
  const pathPatterns = [...renames].map(([from, to]) => [
    new RegExp(`(?<=modules/)${escapeRegExp(from)}(?![\\w-]|\\.\\w)`, "g"),
    to,
  ]);
  // A bare name (a comment, the docs) is rewritten only when no other file of the repository has it.
  const nameCount = new Map();
  for (const file of files)
    nameCount.set(path.posix.basename(file), (nameCount.get(path.posix.basename(file)) ?? 0) + 1);
  const namePatterns = [...renames]
    .filter(([from]) => nameCount.get(path.posix.basename(from)) === 1)
    .map(([from, to]) => [
      new RegExp(`(?<![\\w.-])${escapeRegExp(path.posix.basename(from))}(?![\\w-]|\\.\\w)`, "g"),
      path.posix.basename(to),
    ]);
  const changed = [];
  for (const file of files) {
    const absolute = path.join(root, file);
    const text = readFileSync(absolute, "utf8");
    const next = rewrite(file, text, { byAbsolute, pathPatterns, namePatterns });
    if (next !== text) {
      writeFileSync(absolute, next);
      changed.push(file);
    }
  }
  const tracked = new Set(
    execFileSync("git", ["ls-files", "-z", MODULES_DIR], { cwd: root, encoding: "utf8" }).split("\0"),
  );
  for (const [from, to] of renames) {
    const source = `${MODULES_DIR}/${from}`;
    if (tracked.has(source)) execFileSync("git", ["mv", source, `${MODULES_DIR}/${to}`], { cwd: root });
    else renameSync(path.join(root, source), path.join(root, MODULES_DIR, to));
  }
  // Longer names move imports in their sorted order and lines past their width: Biome's formatter and
  // import sorting (not its linter) tidy the files touched, as `npm run lint` wants them.
  const moved = new Map([...renames].map(([from, to]) => [`${MODULES_DIR}/${from}`, `${MODULES_DIR}/${to}`]));
  const touched = [...new Set(changed.map((file) => moved.get(file) ?? file))].filter((file) =>
    /\.(ts|tsx|mjs|js|json|jsonc)$/.test(file),
  );
  for (let at = 0; at < touched.length; at += 100) {
    execFileSync(
      path.join(root, "node_modules/.bin/biome"),
      [
        "check",
        "--write",
        "--linter-enabled=false",
        "--no-errors-on-unmatched",
        ...touched.slice(at, at + 100),
      ],
      { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
    );
  }
  return changed.length;
}

function main() {
  const { files, renames, noRole } = planRoles();
  const applying = process.argv.includes("--apply");
  console.log(
    `API module files: ${roleCounts(files)
      .map(([role, n]) => `${role} ${n}`)
      .join(", ")}`,
  );
  if (applying && renames.size > 0) {
    const changed = apply(renames);
    console.log(`renamed ${renames.size} file(s), rewrote ${changed} file(s) naming them`);
    console.log(
      `now: ${roleCounts(planRoles().files)
        .map(([role, n]) => `${role} ${n}`)
        .join(", ")}`,
    );
  } else if (renames.size > 0) {
    console.log(`${renames.size} rename(s) to make (node scripts/file-roles.mjs --apply):`);
    for (const [from, to] of renames) console.log(`  ${from} → ${path.posix.basename(to)}`);
  }
  if (noRole.length > 0) {
    console.error(`${noRole.length} file(s) with no role (${Object.keys(ROLES).join(", ")}):`);
    for (const file of noRole) console.error(`  ${MODULES_DIR}/${file}`);
  }
  if (noRole.length > 0 || (!applying && renames.size > 0)) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
