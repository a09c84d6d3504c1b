import { lazy, Suspense } from "react";

// The layout's parts of the course content (the heartbeat, the students' banner) bring the content
// schemas and the date functions: chunks of their own, loaded after the page's first paint.
const LazyLiveBanner = lazy(() =>
  import("./live-banner.tsx").then((module) => ({ default: module.LiveBanner })),
);
const LazyTimeHeartbeat = lazy(() =>
  import("./time-heartbeat.tsx").then((module) => ({ default: module.TimeHeartbeat })),
);

/** The students' live-course banner of the side menu (nothing until it has loaded and read the slots). */
export function LiveBanner() {
  return (
    <Suspense fallback={null}>
      <LazyLiveBanner />
    </Suspense>
  );
}

/** Counts the time spent on the platform; renders nothing. */
export function TimeHeartbeat() {
  return (
    <Suspense fallback={null}>
      <LazyTimeHeartbeat />
    </Suspense>
  );
}
