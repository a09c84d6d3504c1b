import createCache, { type EmotionCache } from "@emotion/cache";
import { useEffect, useState } from "react";
import type { Direction } from "./settings.tsx";

/**
 * Left to right, everyone's: no stylis plugin, not even emotion's default vendor prefixer. The browsers
 * we serve read the unprefixed properties, and prefixing every flex and transition rule of MUI's was a
 * third of the styles' insertion time on a first render (on a phone, some 30 ms of a page's 300 ms
 * commit). The properties Safari still wants prefixed are written so where we use them
 * (WebkitBackdropFilter, WebkitUserSelect).
 */
const ltrCache = createCache({ key: "css", prepend: true, stylisPlugins: [] });
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
