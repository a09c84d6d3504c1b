/**
 * Keeps what `open` starts (a live stream) running while the page is shown: it is stopped when the page
 * is hidden for good or put in the back/forward cache (an open request keeps a page out of that cache),
 * and started again, after `onRestore`, when the page comes back from it. Answers the stop function.
 */
export function whileShown(open: () => () => void, onRestore: () => void): () => void {
  let stop: (() => void) | null = open();
  const handlePageHide = () => {
    stop?.();
    stop = null;
  };
  const handlePageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || stop) return;
    onRestore();
    stop = open();
  };
  window.addEventListener("pagehide", handlePageHide);
  window.addEventListener("pageshow", handlePageShow);
  return () => {
    window.removeEventListener("pagehide", handlePageHide);
    window.removeEventListener("pageshow", handlePageShow);
    stop?.();
    stop = null;
  };
}
