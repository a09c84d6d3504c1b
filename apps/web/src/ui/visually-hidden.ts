/** Text for screen readers only (a badge's meaning, a hidden file input). */
export const VISUALLY_HIDDEN = {
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  height: 1,
  overflow: "hidden",
  position: "absolute",
  whiteSpace: "nowrap",
  width: 1,
} as const;
