/// <reference types="vitest/config" />
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, defineConfig, type HtmlTagDescriptor, loadEnv, type Plugin } from "vite";
import { routePreloadsPlugin } from "./vite-plugins/route-preloads.ts";

const meta = (attrs: Record<string, string>): HtmlTagDescriptor => ({ tag: "meta", attrs, injectTo: "head" });
const link = (attrs: Record<string, string>): HtmlTagDescriptor => ({ tag: "link", attrs, injectTo: "head" });

/** The <head> of both documents, the app's (index.html) and the sign-in page's (login.html). */
const SHARED_HEAD: HtmlTagDescriptor[] = [
  meta({ name: "viewport", content: "width=device-width, initial-scale=1" }),
  meta({
    name: "description",
    content:
      "Campus Formation : gestion des cours, des séances et des apprenants de votre organisme de formation.",
  }),
  meta({ name: "color-scheme", content: "light dark" }),
  meta({ name: "theme-color", content: "#2065D1" }),
  link({ rel: "icon", type: "image/svg+xml", href: "/favicon.svg" }),
  link({ rel: "manifest", href: "/manifest.webmanifest" }),
  link({ rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" }),
  meta({ name: "apple-mobile-web-app-capable", content: "yes" }),
  meta({ name: "apple-mobile-web-app-title", content: "Campus" }),
  // The keyframes by which MUI's fields notice the browser's autofill (src/theme/create-app-theme.ts).
  {
    tag: "style",
    children:
      "@keyframes mui-auto-fill{from{animation-name:mui-auto-fill}}" +
      "@keyframes mui-auto-fill-cancel{from{animation-name:mui-auto-fill-cancel}}",
    injectTo: "head",
  },
  // Before the app's modules: zod's settings (public/zod-config.js). Deferred, it delays no paint and
  // still runs first: deferred scripts and modules run in the document's order, and Vite's come after.
  { tag: "script", attrs: { src: "/zod-config.js", defer: true }, injectTo: "head-prepend" },
];

/**
 * The sign-in page's <head> and #root (login.html). Its first script hides the prerendered page from
 * a visitor it was not rendered for (public/login-boot.js, by the style). In a build, the page itself
 * is rendered into #root and its styles into the <head> (src/app/login-prerender.tsx, bundled for Node
 * beside the client's build), so that the first paint needs no JavaScript. The app's document
 * (index.html) gets its own first script instead (public/app-boot.js).
 */
function loginPage(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "login-page",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: (_html, context) =>
      context.filename.endsWith("login.html")
        ? [
            // First in the <head>: the one script that delays the first paint, asked for before the modules.
            { tag: "script", attrs: { src: "/login-boot.js" }, injectTo: "head-prepend" },
            { tag: "style", children: "html[data-render-afresh] #root{visibility:hidden}", injectTo: "head" },
          ]
        : [
            // First in the <head>: the signed-in user's profile is asked for while the modules download.
            { tag: "script", attrs: { src: "/app-boot.js" }, injectTo: "head-prepend" },
          ],
    async closeBundle() {
      if (this.environment.config.consumer !== "client" || this.environment.mode !== "build") return;
      // Inside node_modules, so that Node resolves the bundle's imports (react, @mui/…) from here.
      const ssrOutDir = path.join(root, "node_modules/.login-prerender");
      await build({
        configFile: false,
        root,
        logLevel: "warn",
        plugins: [react()],
        build: { ssr: "src/app/login-prerender.tsx", outDir: ssrOutDir, emptyOutDir: true },
      });
      try {
        const { prerenderLoginPage } = (await import(
          pathToFileURL(path.join(ssrOutDir, "login-prerender.js")).href
        )) as typeof import("./src/app/login-prerender.tsx");
        const { html, styleTag } = prerenderLoginPage();
        const file = path.join(outDir, "login.html");
        const page = await readFile(file, "utf8");
        if (!page.includes('<div id="root"></div>')) throw new Error("login.html has no empty #root");
        await writeFile(
          file,
          page
            .replace("</head>", () => `${styleTag}</head>`)
            .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`)
            // Painted without them, the page's modules come after what the paint needs.
            .replace('<script type="module"', '<script type="module" fetchpriority="low"')
            .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
        );
      } finally {
        await rm(ssrOutDir, { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  // An empty prefix reads every variable, so API_PORT from the shell or a .env file is seen.
  const env = loadEnv(mode, ".", "");
  const apiTarget = `http://localhost:${env.API_PORT || "3000"}`;

  return {
    plugins: [
      react(),
      { name: "shared-head", transformIndexHtml: () => SHARED_HEAD },
      loginPage(),
      routePreloadsPlugin(),
    ],
    resolve: {
      // MUI's number formatter for its pagination label, built on first use rather than when the
      // module runs (src/lib/mui-build-format-number.ts).
      alias: [
        {
          find: /^(\.\.\/locale|\.)\/utils\/buildFormatNumber\.mjs$/,
          replacement: path.resolve(import.meta.dirname, "src/lib/mui-build-format-number.ts"),
        },
      ],
    },
    server: {
      proxy: { "/api": { target: apiTarget, changeOrigin: false } },
    },
    preview: {
      proxy: { "/api": { target: apiTarget, changeOrigin: false } },
    },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      chunkSizeWarningLimit: 600,
      // dist/.vite/manifest.json: which chunks each page needs, read by scripts/bundle-budgets.mjs.
      manifest: true,
      // The app, and the sign-in page as a document of its own (lighter: no router, no query cache).
      rollupOptions: {
        input: { main: "index.html", login: "login.html" },
        // The common chunks shared by some pages (an MUI component, a hook: under 100 KB of source) are
        // copied into the chunks that read them instead of being files of their own: a first page
        // downloads 6 to 9 files instead of 36 to 88, which over HTTP/1.1 (6 connections) queued one
        // behind another (mobile Lighthouse LCP 5.5 s → 3.4 s). A later page downloads a little more
        // (+7 to +28 KB gzip). Rolldown's runtime keeps one instance of each copied module (one state,
        // one execution). Needs entries without a fixed signature and strict execution order (on then).
        preserveEntrySignatures: false,
        output: {
          // V8's explicit compile hint (Chrome 136+, ignored elsewhere): each chunk's functions are compiled
          // on a background thread while it downloads, instead of on the main thread at their first
          // call. A chunk is what a page runs as it loads (the lazy parts are chunks of their own), and
          // the main graph's evaluation was its longest task (A/B at 4x CPU: 180 → 164 ms on the teacher's
          // home, 236 → 217 ms on the student's courses).
          postBanner: "//# allFunctionsCalledOnLoad",
          codeSplitting: {
            experimentalInlineCommonChunks: { maxSize: 100_000, exclude: /\.css(\?|$)/ },
          },
        },
      },
    },
    // Unit tests of pure modules and component tests (*.test.tsx, rendered in happy-dom with the
    // network mocked at fetch); the browser journeys live in e2e/.
    test: {
      name: "web",
      include: ["src/**/*.test.{ts,tsx}", "vite-plugins/**/*.test.ts"],
      environment: "happy-dom",
      isolate: false,
      setupFiles: ["src/test/setup.ts"],
      // A bound for a test that hangs, not a speed check: typing into MUI's forms took 9 s under load.
      testTimeout: 30_000,
    },
  };
});
