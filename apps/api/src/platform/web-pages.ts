import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Each route of the app's router and the chunks it loads, written by the web build (vite-plugins/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = ".vite/route-preloads.json";

/** The app document's first script (apps/web/public/app-boot.js), sent inside the page (see inlineBootScript). */
const BOOT_SCRIPT_TAG = '<script src="/app-boot.js"></script>';

export interface PageDocuments {
  documentFor: (url: string) => PageDocument;
  /** The Content-Security-Policy's sources of the scripts inside the pages (`'sha256-…'`). */
  inlineScriptSources: string[];
}

export interface PageDocument {
  html: string;
  etag: string;
}

interface RoutePattern {
  segments: string[];
  /** Static segments outrank parameters, as in React Router. */
  rank: number;
  document: PageDocument;
}

const documentOf = (html: string): PageDocument => ({
  html,
  etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 22)}"`,
});

const segmentsOf = (pathname: string) => pathname.split("/").filter(Boolean);

function matches(pattern: RoutePattern, segments: string[]): boolean {
  if (pattern.segments.length !== segments.length) return false;
  return pattern.segments.every((part, i) => part.startsWith(":") || part === segments[i]);
}

/**
 * The boot script asks for the signed-in user's profile, which the first render waits for. Inside the
 * page, it runs (and asks) as the parser reaches it; as a file, the browser had already queued the
 * page's modules to preload ahead of that request on its six connections (HTTP/1.1).
 */
function inlineBootScript(html: string, webDist: string): { html: string; sources: string[] } {
  const file = path.join(webDist, "app-boot.js");
  if (!html.includes(BOOT_SCRIPT_TAG) || !existsSync(file)) return { html, sources: [] };
  const code = readFileSync(file, "utf8");
  if (code.includes("</script")) throw new Error("app-boot.js cannot go inside the page: it holds </script");
  const source = `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
  return { html: html.replace(BOOT_SCRIPT_TAG, () => `<script>${code}</script>`), sources: [source] };
}

/**
 * The documents of the web app's pages, read once at start. The sign-in page is a document of its
 * own (login.html, lighter: no router); every other page is the app's (index.html), with the chunks of
 * its route listed in the <head> as modulepreload: the browser downloads them with the entry instead of
 * discovering them one level of imports after another once the app runs.
 */
export function readPageDocuments(webDist: string): PageDocuments {
  const { html: indexHtml, sources } = inlineBootScript(
    readFileSync(path.join(webDist, "index.html"), "utf8"),
    webDist,
  );
  const app = documentOf(indexHtml);
  const loginFile = path.join(webDist, "login.html");
  const login = existsSync(loginFile) ? documentOf(readFileSync(loginFile, "utf8")) : app;
  const preloadsFile = path.join(webDist, ROUTE_PRELOADS_FILE);
  const preloads: Record<string, string[]> = existsSync(preloadsFile)
    ? JSON.parse(readFileSync(preloadsFile, "utf8"))
    : {};

  const patterns: RoutePattern[] = Object.entries(preloads)
    .filter(([route, files]) => route !== "/*" && files.length > 0)
    .map(([route, files]) => {
      const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("");
      const segments = segmentsOf(route);
      return {
        segments,
        rank: segments.filter((part) => !part.startsWith(":")).length,
        document: documentOf(indexHtml.replace("</head>", () => `${links}</head>`)),
      };
    })
    .sort((a, b) => b.rank - a.rank);

  const documentFor = (url: string) => {
    const pathname = url.split("?")[0] ?? "/";
    if (pathname === "/auth/login") return login;
    const segments = segmentsOf(pathname);
    return patterns.find((pattern) => matches(pattern, segments))?.document ?? app;
  };
  return { documentFor, inlineScriptSources: sources };
}
