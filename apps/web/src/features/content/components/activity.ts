import type { HEARTBEAT_ACTIVITIES } from "@campus/contracts/content";

type Activity = (typeof HEARTBEAT_ACTIVITIES)[number];

// What the person is doing, told to the heartbeat by the page: a replay playing, the live course open.
let current: Activity = "page";

export function setActivity(activity: Activity): void {
  current = activity;
}

export function currentActivity(): Activity {
  return current;
}
