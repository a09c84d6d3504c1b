import { useEffect, useRef } from "react";

/** What the save buttons announce to assistive technologies (`aria-keyshortcuts`). */
export const SAVE_SHORTCUT = "Control+S";

/**
 * Ctrl+S (⌘S on a Mac) saves the form instead of the browser's « Enregistrer la page », while the
 * component is shown. Each form on a page listens: a form with nothing to save does nothing.
 */
export function useSaveShortcut(onSave: () => void): void {
  const latest = useRef(onSave);
  latest.current = onSave;
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        latest.current();
      }
    };
    // In the capture phase: a grid cell handling its own keys (arrows, Enter) may stop the event.
    window.addEventListener("keydown", handleKeyDown, true);
    return () => window.removeEventListener("keydown", handleKeyDown, true);
  }, []);
}
