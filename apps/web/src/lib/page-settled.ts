import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { dequal } from "dequal/lite";

const waiting: Array<() => void> = [];
/** Settled until the app's start holds the work back (settleAfterFirstPage): a test renders at once. */
let isSettled = true;

/**
 * Runs `work` once the first page has shown its data (see settleAfterFirstPage), or now if it has:
 * the code of what that page's first paint does without (menus, tooltips, the pagination) waits for it,
 * so that it does not share a phone's few connections and its processor with what the page shows.
 */
export function whenPageSettled(work: () => void): void {
  if (isSettled) work();
  else waiting.push(work);
}

/** Whether the first page has shown its data (always, outside the app's start: a test, the sign-in page). */
export function isPageSettled(): boolean {
  return isSettled;
}

function settle() {
  if (isSettled) return;
  isSettled = true;
  // What the first-load test and a performance trace measure up to (e2e/first-load-javascript.spec.ts).
  performance.mark?.("campus:page-settled");
  for (const work of waiting.splice(0)) work();
}

const whenIdle = (work: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(work, { timeout: 500 }) : setTimeout(work, 50);

/**
 * The first page is settled when its document has loaded, its route's modules are in (`isRouteReady`)
 * and no query is fetching any more, after at least one of the page's own (not the profile's,
 * `profileKey`) has answered; then once the browser is idle, so that the data's render and paint come first. A page
 * that fetches nothing, or a slow network, settles after `latestMs` anyway.
 */
export function settleAfterFirstPage(
  queryClient: QueryClient,
  {
    isRouteReady,
    profileKey,
    latestMs = 4_000,
  }: { isRouteReady: () => boolean; profileKey: QueryKey; latestMs?: number },
) {
  isSettled = false;
  const timer = setTimeout(settle, latestMs);
  let hasPageAnswered = false;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || (event.action.type !== "success" && event.action.type !== "error"))
      return;
    // Not hashKey: the sign-in page reads isPageSettled, and does without the query cache's code.
    if (!dequal(event.query.queryKey, profileKey)) hasPageAnswered = true;
    if (
      hasPageAnswered &&
      document.readyState === "complete" &&
      isRouteReady() &&
      queryClient.isFetching() === 0
    ) {
      unsubscribe();
      clearTimeout(timer);
      whenIdle(settle);
    }
  });
}
