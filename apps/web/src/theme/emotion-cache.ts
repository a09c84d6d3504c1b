import createCache, { type EmotionCache } from "@emotion/cache";
import { prefixer } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";
import type { Direction } from "./settings.tsx";

const caches: Partial<Record<Direction, EmotionCache>> = {};

/** One emotion cache per direction; the rtl one flips every style (margins, anchors) with stylis-plugin-rtl. */
export function emotionCacheFor(direction: Direction): EmotionCache {
  const existing = caches[direction];
  if (existing) return existing;
  const cache =
    direction === "rtl"
      ? createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: "css", prepend: true });
  caches[direction] = cache;
  return cache;
}
