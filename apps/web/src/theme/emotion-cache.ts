import createCache, { type EmotionCache } from "@emotion/cache";
import { useEffect, useState } from "react";
import type { Direction } from "./settings.tsx";

/** Left to right, everyone's: no stylis plugin. */
const ltrCache = createCache({ key: "css", prepend: true });
let rtlCache: EmotionCache | undefined;

/**
 * The rtl cache flips every style (margins, anchors) with stylis-plugin-rtl; the plugin (and cssjanus)
 * is its own chunk, downloaded only by a user who turns right-to-left on.
 */
async function loadRtlCache(): Promise<EmotionCache> {
  if (!rtlCache) {
    const [{ prefixer }, { default: rtlPlugin }] = await Promise.all([
      import("stylis"),
      import("stylis-plugin-rtl"),
    ]);
    rtlCache = createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] });
  }
  return rtlCache;
}

/** The emotion cache of the direction; left to right until the rtl one has loaded (a blink, once). */
export function useEmotionCache(direction: Direction): EmotionCache {
  const [loaded, setLoaded] = useState<EmotionCache | undefined>(rtlCache);
  useEffect(() => {
    if (direction !== "rtl" || loaded) return;
    let active = true;
    void loadRtlCache().then((cache) => {
      if (active) setLoaded(cache);
    });
    return () => {
      active = false;
    };
  }, [direction, loaded]);
  return direction === "rtl" && loaded ? loaded : ltrCache;
}
