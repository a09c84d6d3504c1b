import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import type { Plugin } from "vite";

/** One route of src/app/router.tsx: its path and the source files its `lazy` chain loads (guard, layout, page). */
export interface RouteModules {
  path: string;
  modules: string[];
}

/** What Vite's manifest (dist/.vite/manifest.json) says of one source file. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const LAZY_TABLES = new Set(["pages", "layouts", "guards"]);

function stringOf(node: ts.Node | undefined): string | undefined {
  return node && ts.isStringLiteralLike(node) ? node.text : undefined;
}

function firstImportOf(node: ts.Node): string | undefined {
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    return stringOf(node.arguments[0]);
  }
  return ts.forEachChild(node, firstImportOf);
}

function propertiesOf(object: ts.ObjectLiteralExpression): Map<string, ts.Expression> {
  const properties = new Map<string, ts.Expression>();
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name)) {
      properties.set(property.name.text, property.initializer);
    }
  }
  return properties;
}

/**
 * Reads the route table of the router's source: each `lazy: pages.x` (or layouts, guards) names a
 * table entry whose `import("…")` is the module, and nested routes add theirs to their parents'.
 * Paths given by a constant are not read (none of them is a page one opens first).
 */
export function readRouteModules(routerFile: string, webRoot: string): RouteModules[] {
  const source = ts.createSourceFile(routerFile, readFileSync(routerFile, "utf8"), ts.ScriptTarget.Latest);
  const lazyModules = new Map<string, string>();
  let routes: ts.ArrayLiteralExpression | undefined;
  const moduleOf = (specifier: string) =>
    path
      .relative(webRoot, path.resolve(path.dirname(routerFile), specifier))
      .split(path.sep)
      .join("/");

  for (const statement of source.statements) {
    const declarations = ts.isVariableStatement(statement) ? statement.declarationList.declarations : [];
    for (const declaration of declarations) {
      const name = ts.isIdentifier(declaration.name) ? declaration.name.text : "";
      const value = declaration.initializer;
      if (LAZY_TABLES.has(name) && value && ts.isObjectLiteralExpression(value)) {
        for (const [key, entry] of propertiesOf(value)) {
          const specifier = firstImportOf(entry);
          if (specifier) lazyModules.set(`${name}.${key}`, moduleOf(specifier));
        }
      }
      if (name === "routes" && value && ts.isArrayLiteralExpression(value)) routes = value;
    }
  }
  if (!routes) throw new Error(`${routerFile}: no \`routes\` array`);

  const found: RouteModules[] = [];
  const lazyOf = (expression: ts.Expression | undefined) => {
    if (!expression || !ts.isPropertyAccessExpression(expression)) return [];
    const module = lazyModules.get(expression.getText(source));
    if (!module) throw new Error(`${routerFile}: unknown lazy module ${expression.getText(source)}`);
    return [module];
  };
  const walk = (list: ts.ArrayLiteralExpression, parentPath: string, parentModules: string[]) => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const properties = propertiesOf(element);
      const ownPath = stringOf(properties.get("path"));
      const routePath =
        ownPath === undefined ? parentPath : ownPath.startsWith("/") ? ownPath : `${parentPath}/${ownPath}`;
      const modules = [...parentModules, ...lazyOf(properties.get("lazy"))];
      if (ownPath !== undefined && properties.has("lazy")) found.push({ path: routePath, modules });
      const children = properties.get("children");
      if (children && ts.isArrayLiteralExpression(children)) walk(children, routePath, modules);
    }
  };
  walk(routes, "", []);
  return found;
}

/** The manifest keys a module needs before it runs: itself and what it imports statically, deeply. */
function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/**
 * For each route path, the chunks of its lazy modules that the document does not already load: the
 * server lists them in the page's <head> as modulepreload, so that they download with the entry
 * instead of one level of imports after another, and Vite's loader finds them there and adds none.
 */
export function routePreloads(
  routes: RouteModules[],
  manifest: Manifest,
  entry: string,
): Record<string, string[]> {
  const loaded = new Set(staticClosure(manifest, [entry]));
  const preloads: Record<string, string[]> = {};
  for (const route of routes) {
    preloads[route.path] = staticClosure(manifest, route.modules)
      .filter((key) => !loaded.has(key))
      .flatMap((key) => manifest[key]?.file ?? []);
  }
  return preloads;
}

/** The file the server reads (apps/api/src/platform/web-pages.ts), beside Vite's manifest: not served. */
export const ROUTE_PRELOADS_FILE = ".vite/route-preloads.json";

/** After the client's build: writes each route's preloads (routePreloads) from the router and the manifest. */
export function routePreloadsPlugin(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "route-preloads",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (this.environment.config.consumer !== "client" || this.environment.mode !== "build") return;
      const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
      const routes = readRouteModules(path.join(root, "src/app/router.tsx"), root);
      writeFileSync(
        path.join(outDir, ROUTE_PRELOADS_FILE),
        `${JSON.stringify(routePreloads(routes, manifest, "index.html"), null, 1)}\n`,
      );
    },
  };
}
