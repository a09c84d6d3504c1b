import { loadWhenShown } from "../../../ui/load-when-shown.tsx";

// The layout's parts of the course content (the heartbeat, the students' banner) bring the content
// schemas and the date functions: chunks of their own, loaded after the page's first paint.

/** The students' live-course banner of the side menu (nothing until it has loaded and read the slots). */
export const LiveBanner = loadWhenShown(() =>
  import("./live-banner.tsx").then((module) => module.LiveBanner),
);

/** Counts the time spent on the platform; renders nothing. */
export const TimeHeartbeat = loadWhenShown(() =>
  import("./time-heartbeat.tsx").then((module) => module.TimeHeartbeat),
);
