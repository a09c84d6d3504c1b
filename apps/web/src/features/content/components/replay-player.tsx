import type { Replay } from "@campus/contracts/content";
import OpenInNew from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { setActivity } from "./activity.ts";

/** A replay: the uploaded video (streamed by ranges), a known provider's embed, or a link out. */
export function ReplayPlayer({ replay }: { replay: Replay }) {
  if (replay.file) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the teachers' recordings come without captions.
      <video
        controls
        preload="metadata"
        src={replay.file.url}
        style={{ width: "100%", maxHeight: 480, borderRadius: 8, background: "#000" }}
        aria-label={replay.title}
        onPlay={() => setActivity("replay")}
        onPause={() => setActivity("page")}
        onEnded={() => setActivity("page")}
      />
    );
  }
  if (replay.embedUrl) {
    return (
      <Box sx={{ position: "relative", pt: "56.25%", borderRadius: 1, overflow: "hidden", bgcolor: "#000" }}>
        <iframe
          src={replay.embedUrl}
          title={replay.title}
          allow="fullscreen; picture-in-picture; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 }}
        />
      </Box>
    );
  }
  if (replay.videoUrl) {
    return (
      <Button
        href={replay.videoUrl}
        target="_blank"
        rel="noopener noreferrer"
        startIcon={<OpenInNew />}
        variant="outlined"
      >
        Ouvrir la vidéo
      </Button>
    );
  }
  return null;
}
