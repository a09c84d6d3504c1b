import { HEARTBEAT_SECONDS, IDLE_AFTER_MS } from "@campus/contracts/content";
import { useEffect, useRef } from "react";
import { matchPath, useLocation } from "react-router";
import { sendHeartbeat } from "../api/time.ts";
import { activityCourse, currentActivity } from "./activity.ts";

const COURSE_PATHS = ["/dashboard/courseInfo/:uid", "/dashboard/course/:uid", "/dashboard/course/:uid/*"];

/** The check-in page of a distance slot (`?distance=<slot>&cours=<course>`): time there is live time on the course. */
const REMOTE_CHECK_IN_PATH = "/dashboard/emargement";

/**
 * The course the page is about, from its address (or `?course=` on Support de cours écrits, `?cours=`
 * on the check-in page of a distance slot).
 */
function courseOf(pathname: string, search: string): string | null {
  for (const pattern of COURSE_PATHS) {
    const uid = matchPath(pattern, pathname)?.params.uid;
    if (uid) return uid;
  }
  if (pathname === "/dashboard/courseSupport") return new URLSearchParams(search).get("course");
  if (pathname === REMOTE_CHECK_IN_PATH) return new URLSearchParams(search).get("cours");
  return null;
}

const isRemoteCheckIn = (pathname: string, search: string) =>
  pathname === REMOTE_CHECK_IN_PATH && new URLSearchParams(search).has("distance");

/**
 * Counts time on the site and on the course shown: a heartbeat every HEARTBEAT_SECONDS, only while
 * the tab is visible and there was input (or a replay playing, a live course open) in the last minute.
 * The live course page and a distance slot's check-in page count as live time on the slot's course:
 * the connection record of distance slots (the proof bundle's temps-de-connexion.csv). Renders nothing.
 */
export function TimeHeartbeat() {
  const location = useLocation();
  const courseId = useRef<string | null>(null);
  const isRemote = useRef(false);
  courseId.current = courseOf(location.pathname, location.search);
  isRemote.current = isRemoteCheckIn(location.pathname, location.search);

  useEffect(() => {
    let lastInput = Date.now();
    const handleInput = () => {
      lastInput = Date.now();
    };
    const events = ["pointerdown", "pointermove", "keydown", "scroll", "wheel", "touchstart"] as const;
    for (const type of events) window.addEventListener(type, handleInput, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      const activity = isRemote.current ? "live" : currentActivity();
      const isActive = Date.now() - lastInput < IDLE_AFTER_MS || activity !== "page";
      if (document.visibilityState !== "visible" || !isActive) return;
      sendHeartbeat({ courseId: courseId.current ?? activityCourse(), activity }).catch(() => undefined);
    }, HEARTBEAT_SECONDS * 1000);
    return () => {
      window.clearInterval(timer);
      for (const type of events) window.removeEventListener(type, handleInput, { capture: true });
    };
  }, []);
  return null;
}
