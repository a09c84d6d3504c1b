import { HEARTBEAT_SECONDS, IDLE_AFTER_MS } from "@campus/contracts/content";
import { useEffect, useRef } from "react";
import { matchPath, useLocation } from "react-router";
import { sendHeartbeat } from "../api/time.ts";
import { currentActivity } from "./activity.ts";

const COURSE_PATHS = ["/dashboard/courseInfo/:uid", "/dashboard/course/:uid", "/dashboard/course/:uid/*"];

/** The course the page is about, from its address (or `?course=` on Support de cours écrits). */
function courseOf(pathname: string, search: string): string | null {
  for (const pattern of COURSE_PATHS) {
    const uid = matchPath(pattern, pathname)?.params.uid;
    if (uid) return uid;
  }
  if (pathname === "/dashboard/courseSupport") return new URLSearchParams(search).get("course");
  return null;
}

/**
 * Counts time on the site and on the course shown: a heartbeat every HEARTBEAT_SECONDS, only while
 * the tab is visible and there was input (or a replay playing) in the last minute. Renders nothing.
 */
export function TimeHeartbeat() {
  const location = useLocation();
  const courseId = useRef<string | null>(null);
  courseId.current = courseOf(location.pathname, location.search);

  useEffect(() => {
    let lastInput = Date.now();
    const handleInput = () => {
      lastInput = Date.now();
    };
    const events = ["pointerdown", "pointermove", "keydown", "scroll", "wheel", "touchstart"] as const;
    for (const type of events) window.addEventListener(type, handleInput, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      const activity = currentActivity();
      const isActive = Date.now() - lastInput < IDLE_AFTER_MS || activity !== "page";
      if (document.visibilityState !== "visible" || !isActive) return;
      sendHeartbeat({ courseId: courseId.current, activity }).catch(() => undefined);
    }, HEARTBEAT_SECONDS * 1000);
    return () => {
      window.clearInterval(timer);
      for (const type of events) window.removeEventListener(type, handleInput, { capture: true });
    };
  }, []);
  return null;
}
