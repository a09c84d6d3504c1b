/**
 * Registers the app shell's service worker (public/sw.js) once the page has loaded, in a built app
 * only: the dev server serves sources that change at every save.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // No service worker (private browsing, an old browser): the app works as a plain website.
    });
  });
}
