import type { HEARTBEAT_ACTIVITIES } from "@campus/contracts/content";

type Activity = (typeof HEARTBEAT_ACTIVITIES)[number];

// What the person is doing, told to the heartbeat by the page: a replay playing, the live course open
// (and then which course, when the address does not say it).
let current: Activity = "page";
let currentCourse: string | null = null;

export function setActivity(activity: Activity, courseId: string | null = null): void {
  current = activity;
  currentCourse = courseId;
}

export function currentActivity(): Activity {
  return current;
}

/** The course the page said it is about (the live course page), or null. */
export function activityCourse(): string | null {
  return currentCourse;
}
