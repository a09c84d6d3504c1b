/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig, type HtmlTagDescriptor, loadEnv } from "vite";

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
  // Before the app's modules: zod's settings (public/zod-config.js). Deferred, it delays no paint and
  // still runs first: deferred scripts and modules run in the document's order, and Vite's come after.
  { tag: "script", attrs: { src: "/zod-config.js", defer: true }, injectTo: "head-prepend" },
];

export default defineConfig(({ mode }) => {
  // An empty prefix reads every variable, so API_PORT from the shell or a .env file is seen.
  const env = loadEnv(mode, ".", "");
  const apiTarget = `http://localhost:${env.API_PORT || "3000"}`;

  return {
    plugins: [react(), { name: "shared-head", transformIndexHtml: () => SHARED_HEAD }],
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
      rollupOptions: { input: { main: "index.html", login: "login.html" } },
    },
    // Unit tests of pure modules and component tests (*.test.tsx, rendered in happy-dom with the
    // network mocked at fetch); the browser journeys live in e2e/.
    test: {
      name: "web",
      include: ["src/**/*.test.{ts,tsx}"],
      environment: "happy-dom",
    },
  };
});
