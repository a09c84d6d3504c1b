import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Manifest, readRouteModules, routePreloads } from "./route-preloads.ts";

const webRoot = path.resolve(import.meta.dirname, "..");
const routes = readRouteModules(path.join(webRoot, "src/app/router.tsx"), webRoot);
const modulesOf = (routePath: string) => routes.find((route) => route.path === routePath)?.modules;

describe("readRouteModules", () => {
  it("reads each page's guard, layout and page from the router's source", () => {
    expect(modulesOf("/dashboard/entreprises")).toEqual([
      "src/app/guards/auth-guard.tsx",
      "src/app/layouts/simple-layout.tsx",
      "src/features/companies/pages/companies-page.tsx",
    ]);
    expect(modulesOf("/dashboard/students/:id")).toEqual([
      "src/app/guards/auth-guard.tsx",
      "src/app/layouts/dashboard/dashboard-layout.tsx",
      "src/app/pages/student-detail-page.tsx",
    ]);
    expect(modulesOf("/dashboard/programs")).toEqual([
      "src/app/guards/auth-guard.tsx",
      "src/app/layouts/dashboard/dashboard-layout.tsx",
      "src/features/programmes/pages/programmes-page.tsx",
    ]);
    expect(modulesOf("/auth/forgot-password")).toEqual([
      "src/app/layouts/auth-layout.tsx",
      "src/features/auth/pages/forgot-password-page.tsx",
    ]);
    expect(modulesOf("/accessibilite")).toEqual([
      "src/features/accessibility/pages/accessibility-statement-page.tsx",
    ]);
  });

  it("finds every page route of the table", () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    for (const route of routes) expect(route.modules.length, route.path).toBeGreaterThan(0);
  });
});

describe("routePreloads", () => {
  it("lists what a route's modules import, deeply, and not what the entry already loads", () => {
    const manifest: Manifest = {
      "index.html": { file: "assets/main.js", imports: ["_react.js"] },
      "_react.js": { file: "assets/react.js" },
      "_mui.js": { file: "assets/mui.js", imports: ["_react.js"] },
      "_table.js": { file: "assets/table.js", imports: ["_mui.js"] },
      "src/layout.tsx": { file: "assets/layout.js", imports: ["_mui.js", "_react.js"] },
      "src/page.tsx": { file: "assets/page.js", imports: ["_table.js", "index.html"] },
    };
    const preloads = routePreloads(
      [{ path: "/list", modules: ["src/layout.tsx", "src/page.tsx"] }],
      manifest,
      "index.html",
    );
    expect(preloads).toEqual({
      "/list": ["assets/layout.js", "assets/mui.js", "assets/page.js", "assets/table.js"],
    });
  });
});
