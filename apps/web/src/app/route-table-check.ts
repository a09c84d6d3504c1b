import { SCREEN_ROUTES } from "@campus/contracts/permissions";
import { matchRoutes, type RouteObject } from "react-router";

/** A concrete URL for a route pattern: `:uid` -> `sample`, `:company-admin` -> `sample-admin`. */
function samplePath(pattern: string): string {
  return pattern.replace(/:[a-zA-Z]+/g, "sample");
}

/** The spec's `:company-admin` segment is a whole-segment `:companyAdmin` param in React Router. */
function routerPattern(pattern: string): string {
  return pattern.replace(":company-admin", ":companyAdmin");
}

/**
 * Development check that every screen of the shared table has its own route
 * in router.tsx: a screen added to the contracts and forgotten here (and so
 * caught by a catch-all or a looser pattern) shows up in the console at once.
 */
export function checkRouteTable(routes: RouteObject[]): string[] {
  const missing = SCREEN_ROUTES.filter((screen) => {
    const matches = matchRoutes(routes, samplePath(screen.path)) ?? [];
    return matches.at(-1)?.route.path !== routerPattern(screen.path);
  }).map((screen) => screen.path);
  if (missing.length > 0) console.error("Screens without their own route in router.tsx:", missing);
  return missing;
}
