import { loadEarly } from "../../../ui/load-when-shown.tsx";

// The layout's parts of the course content (the heartbeat, the students' banner) bring the content
// schemas and the date functions: chunks of their own, loaded once the first page has shown its data.

/** The students' live-course banner of the side menu (nothing until it has loaded and read the slots). */
export const LiveBanner = loadEarly(() => import("./live-banner.tsx").then((module) => module.LiveBanner));

/** Counts the time spent on the platform; renders nothing. */
export const TimeHeartbeat = loadEarly(() =>
  import("./time-heartbeat.tsx").then((module) => module.TimeHeartbeat),
);
