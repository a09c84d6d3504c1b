// The marks' history as every feature may use it (keys, the per-mark dialog, texts): import it from here.

export { MARK_HISTORY_KEY } from "./keys.ts";
export { changeItemText } from "./mark-change-texts.ts";
export { MarkHistoryButton } from "./mark-history-button.tsx";
