import { useEffect } from "react";
import { type Blocker, useBlocker } from "react-router";

/**
 * While there are unsaved changes: asks before leaving the page or the view (another route, or
 * another `?tab=`/`?vue=`, which unmounts the editor), and lets the browser warn on reload or close.
 * The caller shows a confirmation while the blocker's state is "blocked".
 */
export function useUnsavedChangesGuard(hasChanges: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasChanges &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!hasChanges) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, [hasChanges]);

  // Changes saved or dropped while asking: nothing left to protect.
  useEffect(() => {
    if (blocker.state === "blocked" && !hasChanges) blocker.reset();
  }, [blocker, hasChanges]);

  return blocker;
}
