/**
 * Keeps what `open` starts (a live stream) running while the page is shown: it is stopped when the page
 * is hidden for good or put in the back/forward cache (Lighthouse counts an open request as a reason to
 * keep a page out of it), and started again, after `onRestore`, when the page comes back from it: the
 * events sent meanwhile were missed. Answers the stop function.
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
