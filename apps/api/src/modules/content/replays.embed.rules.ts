import type { VideoProvider } from "@campus/contracts/content";

/** The frame sources of the known providers (the CSP's frame-src; PeerTube hosts come from the config). */
export const EMBED_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const VIDEO_ID = /^[\w-]{6,64}$/;

function youtubeId(url: URL): string | null {
  if (url.hostname === "youtu.be") return url.pathname.slice(1);
  if (url.pathname === "/watch") return url.searchParams.get("v");
  const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

/**
 * How a replay's link is shown: YouTube through youtube-nocookie, Vimeo with Do Not Track, PeerTube
 * instances of the allow-list in their embed player; anything else is a link opened in a new tab
 * (a PeerTube instance can be any host: framing every host would defeat the CSP).
 */
export function videoEmbed(
  link: string,
  peertubeHosts: readonly string[],
): { provider: VideoProvider; embedUrl: string | null } {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { provider: "link", embedUrl: null };
  }
  if (url.protocol !== "https:") return { provider: "link", embedUrl: null };
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) {
    const id = youtubeId(url);
    if (id && VIDEO_ID.test(id)) {
      return { provider: "youtube", embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
    }
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = /\/(\d{4,15})(?:$|[/?#])/.exec(`${url.pathname}/`)?.[1];
    if (id) return { provider: "vimeo", embedUrl: `https://player.vimeo.com/video/${id}?dnt=1` };
  }
  if (peertubeHosts.includes(url.host.toLowerCase())) {
    const id = /^\/(?:w|videos\/watch|videos\/embed)\/([\w-]{6,64})$/.exec(url.pathname)?.[1];
    if (id) return { provider: "peertube", embedUrl: `https://${url.host}/videos/embed/${id}` };
  }
  return { provider: "link", embedUrl: null };
}

/** The CSP's frame-src: exactly the embeds above. */
export function frameSources(peertubeHosts: readonly string[]): string[] {
  return [...EMBED_ORIGINS, ...peertubeHosts.map((host) => `https://${host}`)];
}
