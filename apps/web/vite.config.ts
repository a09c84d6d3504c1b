/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";

export default defineConfig(({ mode }) => {
  // An empty prefix reads every variable, so API_PORT from the shell or a .env file is seen.
  const env = loadEnv(mode, ".", "");
  const apiTarget = `http://localhost:${env.API_PORT || "3000"}`;

  return {
    plugins: [react()],
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
