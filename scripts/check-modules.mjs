// Part of `npm run lint`: the public faces of the API modules and the web features. Outside its own
// folder, a module (or entity) is imported only through its `index.ts`; a web feature is imported only by
// app/, through its `index.ts` (app/ may also load a feature's `pages/` lazily and its `shell.ts`, the
// signed-in shell's face kept apart from the barrel), never by another feature (issue 38: features side by
// side, what two share of a noun in entities/, a screen composing several in app/pages/). Prints the
// figures (imports into internals, cycles, floors, feature→feature imports) and fails on an import into
// another's internals, from any depth and from any folder (a feature's root files and nested folders
// included); on a web feature importing another, even its index.ts; on a cycle of API modules (a noun two
// modules share moves down to a module of its own); on ui/, lib/ or theme/ importing features/ or app/; and
// on an API path written in the web instead of called through its endpoint's declaration. The API's tower may not exceed MAX_API_FLOORS, and each API module reads
// only the tables it declares (scripts/api-module-tables.mjs), and each file of an API module has a role
// (its name `<name>.<role>.ts`, the roles of scripts/file-roles.mjs). `scripts/check-modules.test.mjs` checks the
// checker on a tree of its own (CHECK_MODULES_ROOT).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MODULE_TABLES, PLATFORM_TABLES } from "./api-module-tables.mjs";
import { planRoles, ROLES, roleCounts } from "./file-roles.mjs";

const root = process.env.CHECK_MODULES_ROOT
  ? path.resolve(process.env.CHECK_MODULES_ROOT)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The highest tower of API modules allowed (issue 38). The web has three floors by construction: app/ →
 * features/ (side by side) → entities/. */
const MAX_API_FLOORS = 5;
// `import … from`, `export … from`, `import("…")` and a bare `import "…"`: the specifier is match[1], [2] or [3].
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["'](\.{1,2}\/[^"']+)["']|import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)|(?:^|\n)\s*import\s*["'](\.{1,2}\/[^"']+)["']/g;
const specifierOf = (match) => match[1] ?? match[2] ?? match[3];

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The unit (module or feature) a file belongs to, or null when outside them. */
const unitOf = (base, file) => {
  const relative = path.relative(base, file);
  return relative.startsWith("..") ? null : relative.split(path.sep)[0];
};

function graphOf(base, { isTest }) {
  const edges = new Map();
  const intoInternals = [];
  for (const file of sourceFiles(base)) {
    const from = unitOf(base, file);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), specifierOf(match));
      const to = unitOf(base, target);
      if (!to || to === from) continue;
      if (!isTest(file)) {
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from).add(to);
      }
      if (path.relative(path.join(base, to), target) !== "index.ts") {
        intoInternals.push({ line: `${path.relative(root, file)} → ${path.relative(root, target)}` });
      }
    }
  }
  return { edges, intoInternals };
}

/** Strongly connected components of more than one unit (Tarjan). */
function cyclesOf(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (unit) => {
    index.set(unit, next);
    low.set(unit, next++);
    stack.push(unit);
    onStack.add(unit);
    for (const to of edges.get(unit) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit), low.get(to)));
      } else if (onStack.has(to)) low.set(unit, Math.min(low.get(unit), index.get(to)));
    }
    if (low.get(unit) === index.get(unit)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const unit of edges.keys()) if (!index.has(unit)) visit(unit);
  return cycles;
}

/** Floors: the longest chain of imports (answered top first), a cycle counted as one floor. */
function longestChain(edges, cycles) {
  const component = new Map();
  for (const cycle of cycles) for (const unit of cycle) component.set(unit, cycle.join("+"));
  const id = (unit) => component.get(unit) ?? unit;
  const dag = new Map();
  for (const [from, tos] of edges) {
    for (const to of tos) {
      if (id(from) === id(to)) continue;
      if (!dag.has(id(from))) dag.set(id(from), new Set());
      dag.get(id(from)).add(id(to));
    }
  }
  const memo = new Map();
  const chainFrom = (node) => {
    if (memo.has(node)) return memo.get(node);
    let longest = [];
    for (const to of dag.get(node) ?? []) {
      const chain = chainFrom(to);
      if (chain.length > longest.length) longest = chain;
    }
    memo.set(node, [node, ...longest]);
    return memo.get(node);
  };
  let longest = [];
  for (const node of dag.keys()) {
    const chain = chainFrom(node);
    if (chain.length > longest.length) longest = chain;
  }
  return longest;
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);
const report = (name, base, { refuseCycles, maxFloors }) => {
  const graph = graphOf(base, { isTest });
  const cycles = cyclesOf(graph.edges);
  const chain = longestChain(graph.edges, cycles);
  const ceiling = maxFloors ? ` (at most ${maxFloors})` : "";
  console.log(
    `${name}: ${graph.intoInternals.length} import(s) into another's internals, ${cycles.length} cycle(s), ${chain.length} floor(s)${ceiling}`,
  );
  console.log(`  highest tower: ${chain.join(" → ")}`);
  for (const cycle of cycles) console.log(`  cycle: ${cycle.join(" ↔ ")}`);
  const cycleErrors = refuseCycles ? cycles.map((cycle) => ({ line: `cycle: ${cycle.join(" ↔ ")}` })) : [];
  const floorErrors =
    maxFloors && chain.length > maxFloors
      ? [{ line: `${name}: ${chain.length} floors (${chain.join(" → ")}), at most ${maxFloors}` }]
      : [];
  return { graph, errors: [...graph.intoInternals, ...cycleErrors, ...floorErrors] };
};

/** The modules a module reaches by its imports, itself excluded. */
function reachable(edges, from) {
  const seen = new Set();
  const walk = (unit) => {
    for (const to of edges.get(unit) ?? []) {
      if (!seen.has(to)) {
        seen.add(to);
        walk(to);
      }
    }
  };
  walk(from);
  return seen;
}

/**
 * Table ownership: each API module imports from db/schema only the tables it owns, those it is the
 * read face of (a module below their owner), and its listed debts; every table has one owner; every
 * module is declared. A namespace import of the schema is refused (its tables could not be checked).
 */
function tableErrors(modulesDir, edges) {
  const schemaDir = path.join(root, "apps/api/src/db/schema");
  // The checker's own test tree has no schema: nothing to own.
  if (!existsSync(schemaDir)) return [];
  const tables = new Set();
  for (const file of sourceFiles(schemaDir)) {
    for (const match of readFileSync(file, "utf8").matchAll(/export const (\w+)\s*=\s*pgTable\(/g)) {
      tables.add(match[1]);
    }
  }
  const errors = [];
  const owner = new Map(PLATFORM_TABLES.map((table) => [table, "platform"]));
  for (const [unit, declared] of Object.entries(MODULE_TABLES)) {
    for (const table of [...(declared.owns ?? []), ...(declared.face ?? []), ...(declared.debts ?? [])]) {
      if (!tables.has(table)) errors.push({ line: `api-module-tables: ${unit} names ${table}, not a table` });
    }
    for (const table of declared.owns ?? []) {
      if (owner.has(table))
        errors.push({ line: `api-module-tables: ${table} owned by ${owner.get(table)} and ${unit}` });
      owner.set(table, unit);
    }
  }
  for (const table of tables) {
    if (!owner.has(table)) errors.push({ line: `api-module-tables: the table ${table} has no owner` });
  }
  const units = readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const used = new Map();
  for (const { name: unit } of units) {
    const declared = MODULE_TABLES[unit];
    if (!declared) {
      errors.push({ line: `api-module-tables: the module ${unit} declares no tables (add it, even empty)` });
      continue;
    }
    for (const table of declared.face ?? []) {
      const tableOwner = owner.get(table);
      if (tableOwner && tableOwner !== "platform" && reachable(edges, unit).has(tableOwner)) {
        errors.push({ line: `${unit} is the read face of ${table} but imports its owner ${tableOwner}` });
      }
    }
    const allowed = new Set([...(declared.owns ?? []), ...(declared.face ?? []), ...(declared.debts ?? [])]);
    const reads = new Set();
    for (const file of sourceFiles(path.join(modulesDir, unit)).filter((file) => !isTest(file))) {
      const text = readFileSync(file, "utf8");
      const where = path.relative(root, file);
      if (/import\s+\*\s+as\s+\w+\s+from\s*["'][^"']*db\/schema/.test(text)) {
        errors.push({ line: `${where}: a namespace import of db/schema (import the tables by name)` });
      }
      for (const match of text.matchAll(
        /import\s+(type\s+)?\{([^}]*)\}\s*from\s*["'][^"']*db\/schema[^"']*["']/g,
      )) {
        if (match[1]) continue;
        for (const item of match[2].split(",")) {
          const name = item.trim().split(/\s+as\s+/)[0];
          if (!tables.has(name)) continue;
          reads.add(name);
          if (!allowed.has(name)) {
            errors.push({
              line: `${where}: reads ${name}, a table of ${owner.get(name)} (ask its index.ts)`,
            });
          }
        }
      }
    }
    for (const table of declared.debts ?? []) {
      if (!reads.has(table)) {
        errors.push({
          line: `api-module-tables: ${unit} no longer reads ${table}: strike it from its debts`,
        });
      }
    }
    used.set(unit, reads);
  }
  const debts = Object.values(MODULE_TABLES).reduce(
    (sum, declared) => sum + (declared.debts ?? []).length,
    0,
  );
  const indebted = Object.entries(MODULE_TABLES).filter(([, declared]) => (declared.debts ?? []).length > 0);
  console.log(
    `API tables: ${owner.size} owned, ${debts} read(s) of another module's table still listed as debts (${indebted.map(([unit]) => unit).join(", ")})`,
  );
  return errors;
}

/**
 * Outside features/, a feature is reached through its index.ts; app/ may also load its pages/ (the
 * router's lazy chunks) and its shell.ts. ui/, lib/ and theme/ never import features/ or app/.
 */
function featureFaceErrors() {
  const web = path.join(root, "apps/web/src");
  const features = path.join(web, "features");
  const app = path.join(web, "app");
  const errors = [];
  for (const file of sourceFiles(web)) {
    if (unitOf(features, file)) continue; // between features: featureImportErrors
    const top = path.relative(web, file).split(path.sep)[0];
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), specifierOf(match));
      const line = `${path.relative(root, file)} → ${path.relative(root, target)}`;
      if (["ui", "lib", "theme"].includes(top) && (unitOf(features, target) || unitOf(app, target))) {
        errors.push({ line: `${line} (ui/, lib/ and theme/ never import features/ or app/)` });
        continue;
      }
      const feature = unitOf(features, target);
      if (!feature || top === "entities") continue; // entities: entityErrors
      const inside = path.relative(path.join(features, feature), target).split(path.sep).join("/");
      const isFace =
        inside === "index.ts" || (top === "app" && (inside === "shell.ts" || inside.startsWith("pages/")));
      if (!isFace) errors.push({ line });
    }
  }
  return errors;
}

/**
 * Web features side by side: a feature never imports another feature, not even its index.ts, tests
 * included. What two features share of a noun (keys, queries, pickers) is in entities/; a screen that
 * composes several features is in app/pages/, or app/ gives the host feature the other's component as a prop.
 */
function featureImportErrors() {
  const features = path.join(root, "apps/web/src/features");
  const errors = [];
  const pairs = new Set();
  for (const file of sourceFiles(features)) {
    const from = unitOf(features, file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), specifierOf(match));
      const to = unitOf(features, target);
      if (!to || to === from) continue;
      pairs.add(`${from} → ${to}`);
      errors.push({
        line: `${path.relative(root, file)} → ${path.relative(root, target)} (a feature never imports another feature)`,
      });
    }
  }
  console.log(
    `web features: ${errors.length} import(s) of another feature (${pairs.size} pair(s)), 0 allowed`,
  );
  return errors;
}

/** The web's entities (shared nouns): reached through their index.ts, and never reaching up into features or app. */
function entityErrors() {
  const web = path.join(root, "apps/web/src");
  const entities = path.join(web, "entities");
  const errors = [];
  for (const file of sourceFiles(web)) {
    const inEntity = unitOf(entities, file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), specifierOf(match));
      const entity = unitOf(entities, target);
      const line = `${path.relative(root, file)} → ${path.relative(root, target)}`;
      if (
        entity &&
        entity !== inEntity &&
        path.relative(path.join(entities, entity), target) !== "index.ts"
      ) {
        errors.push({ line });
      }
      if (inEntity && (unitOf(path.join(web, "features"), target) || unitOf(path.join(web, "app"), target))) {
        errors.push({ line: `${line} (an entity never imports features/ or app/)` });
      }
    }
  }
  return errors;
}

/**
 * The web calls the API by its endpoints' declarations (lib/api-client.ts `call`, `endpointUrl`), never
 * by a path written again: no "/api/…" string outside tests.
 */
function apiPathErrors() {
  const web = path.join(root, "apps/web/src");
  const errors = [];
  for (const file of sourceFiles(web).filter((file) => !isTest(file))) {
    const lines = readFileSync(file, "utf8").split("\n");
    lines.forEach((text, index) => {
      if (/["'`]\/api\//.test(text) && !/^\s*(\/\/|\*|\/\*)/.test(text)) {
        errors.push({
          line: `${path.relative(root, file)}:${index + 1}: an API path written again (use the endpoint's declaration)`,
        });
      }
    });
  }
  console.log(`web: ${errors.length} API path(s) written outside the endpoints' declarations`);
  return errors;
}

/**
 * The endpoints' declarations (`contracts/src/*.endpoints.ts`) are imported by the web's first pages, which
 * do not ship zod: they import no module that imports zod (their schemas load with `schemasOf`).
 */
function declarationErrors() {
  const contracts = path.join(root, "packages/contracts/src");
  const errors = [];
  for (const file of sourceFiles(contracts).filter((file) => file.endsWith(".endpoints.ts"))) {
    const text = readFileSync(file, "utf8");
    const staticImports = [...text.matchAll(/^import\s(?!type\b)[^;]*?from\s*["']([^"']+)["']/gm)].map(
      (m) => m[1],
    );
    for (const target of staticImports) {
      const targetFile = path.resolve(path.dirname(file), target);
      const importsZod =
        target === "zod" ||
        (target.startsWith(".") &&
          /^import\s(?!type\b)[^;]*?from\s*["']zod["']/m.test(readFileSync(targetFile, "utf8")));
      if (importsZod)
        errors.push({ line: `${path.relative(root, file)} imports ${target}, which loads zod` });
    }
  }
  return errors;
}

/** Every file of an API module has one of the roles (scripts/file-roles.mjs), at most 12 of them. */
function fileRoleErrors() {
  if (process.env.CHECK_MODULES_ROOT) return []; // the checker's own test tree: its roles are not planned here
  const { files, withoutRole } = planRoles();
  const counts = roleCounts(files);
  const roles = Object.keys(ROLES);
  console.log(
    `API modules: ${roles.length} file role(s) allowed, ${counts.filter(([role]) => role in ROLES).length} in use, ${withoutRole.length} file(s) with no role`,
  );
  const errors = withoutRole.map((file) => ({
    line: `apps/api/src/modules/${file}: no role (<name>.<role>.ts, a role of ${roles.join(", ")}; node scripts/file-roles.mjs)`,
  }));
  if (roles.length > 12) errors.push({ line: `scripts/file-roles.mjs: ${roles.length} roles, 12 at most` });
  return errors;
}

// Web features: from any depth and any folder (Biome's pattern is relative to the importing file's depth:
// from a feature's root file or a nested folder it misses; these checks do not).
const apiModules = path.join(root, "apps/api/src/modules");
const api = report("API modules", apiModules, { refuseCycles: true, maxFloors: MAX_API_FLOORS });
const refused = [
  ...api.errors,
  ...tableErrors(apiModules, api.graph.edges),
  ...fileRoleErrors(),
  ...featureImportErrors(),
  ...featureFaceErrors(),
  ...entityErrors(),
  ...apiPathErrors(),
  ...declarationErrors(),
];
if (refused.length > 0) {
  console.error(
    "\nImport another module, feature or entity through its index.ts only, no cycle between API modules, no web " +
      "feature importing another (a shared noun's piece goes to entities/, a page composing several features to " +
      `app/pages), no API tower over ${MAX_API_FLOORS}, an API module reads only its declared tables, and every ` +
      "API file has a role:",
  );
  for (const { line } of refused) console.error(`  ${line}`);
  process.exitCode = 1;
}
