import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { LoginApp } from "./login-app.tsx";

/**
 * The sign-in page as HTML, rendered at build time (vite.config.ts puts it into dist/login.html) so that
 * its first paint waits for no JavaScript: the markup of #root, as a signed-out visitor with the default
 * settings sees it, and its styles as one <style> tag for the <head>. The tag names every style it holds
 * (`data-emotion="css …"`): emotion's cache in the browser, of the same key, takes them over instead of
 * inserting them again, and hydration finds the same class names.
 */
export function prerenderLoginPage(): { html: string; styleTag: string } {
  const cache = createCache({ key: "css" });
  // Each style is kept in `cache.inserted`, none written next to its element.
  cache.compat = true;
  // In the order inserted, as in the browser: an object lists its keys that are numbers (some hashes
  // are digits only) first.
  const names: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (shouldCache && cache.inserted[serialized.name] === undefined) names.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const html = renderToString(
    <CacheProvider value={cache}>
      <LoginApp />
    </CacheProvider>,
  );
  const css = names
    .map((name) => cache.inserted[name])
    .filter((rules) => typeof rules === "string")
    .join("");
  return { html, styleTag: `<style data-emotion="css ${names.join(" ")}">${css}</style>` };
}
