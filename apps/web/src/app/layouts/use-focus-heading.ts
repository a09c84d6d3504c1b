import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** How long a new page may take to draw its heading (its code and data load first). */
const WAIT_MS = 4000;

/** Whether focus was left where a navigation came from: nowhere, or on a link of the menus. */
function focusWasLeftBehind(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  // A tab switching its panel keeps the focus: the user goes on along the tabs.
  if (active.getAttribute("role") === "tab") return false;
  return active.closest("nav, a") !== null;
}

/**
 * After each navigation (not the first load), moves the keyboard focus to the new page's heading, so
 * that a screen reader announces it and Tab goes on from the top of the page, not from the menu.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const isFirst = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const started = performance.now();
    let frame = 0;
    const tryFocus = () => {
      const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector("h1");
      const loading = document.querySelector('[role="progressbar"]') !== null;
      if (heading && !loading) {
        if (focusWasLeftBehind()) {
          if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
          heading.focus({ preventScroll: true });
        }
        return;
      }
      if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(tryFocus);
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
