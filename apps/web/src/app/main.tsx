import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { endSession, meQueryOptions } from "../features/auth/index.ts";
import { onLateAnswerFailure } from "../lib/answer-check.ts";
import { nextTask } from "../lib/next-task.ts";
import { settleAfterFirstPage } from "../lib/page-settled.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { applySettingsToDocument, loadSettings } from "../theme/settings.tsx";
import { Providers } from "./providers.tsx";
import { createAppRouter } from "./router.tsx";
import { registerServiceWorker } from "./service-worker.ts";

// How long the first render waits for the signed-in user's profile, which public/app-boot.js asked
// for before the modules ran: with it, the first render is the user's page in their company's colours,
// not a loading screen that the whole tree, restyled, then replaces. Past this, the guard's loading screen.
const PROFILE_WAIT_MS = 1_500;

// Before the first paint, so a dark or right-to-left user never sees a flash of the defaults.
applySettingsToDocument(loadSettings());

const queryClient = createQueryClient(endSession);
// The first page's answers are checked once it has shown them (lib/answer-check.ts): the queries
// that hold a wrong one ask again, now through its schema, and show the error as they would have at once.
onLateAnswerFailure(({ answer }) => {
  const holders = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.data === answer });
  // An answer that its query reshaped is not found by its data: every query then asks again.
  if (holders.length === 0) void queryClient.resetQueries();
  for (const query of holders) void queryClient.resetQueries({ queryKey: query.queryKey, exact: true });
});

let router: ReturnType<typeof createAppRouter> | undefined;
// Held from here, so that the profile's answer too is shown before its schema has loaded.
settleAfterFirstPage(queryClient, {
  isRouteReady: () => router?.state.initialized === true && router.state.navigation.state === "idle",
  profileKey: meQueryOptions.queryKey,
});
const profile = Promise.race([
  queryClient.prefetchQuery(meQueryOptions),
  new Promise((resolve) => setTimeout(resolve, PROFILE_WAIT_MS)),
]);

/**
 * The start, after the modules have run, in tasks of its own (nextTask): the router, which starts
 * loading the route's modules, then the first render. A phone's main thread is not held for all of it
 * at once: long tasks are what a tap waits behind.
 */
async function start(root: HTMLElement) {
  await nextTask();
  const appRouter = createAppRouter();
  router = appRouter;
  await profile;
  await nextTask();
  // A transition: React renders the first page in slices and keeps the main thread free for input.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={appRouter} />
        </Providers>
      </StrictMode>,
    ),
  );
}

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
void start(container);
registerServiceWorker();
