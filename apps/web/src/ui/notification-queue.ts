import type { ReactNode } from "react";

/** The toasts' kinds, as notistack names them. */
type NoticeVariant = "default" | "success" | "error" | "warning" | "info";

export interface Notice {
  message: ReactNode;
  options?: { variant?: NoticeVariant };
}

// notistack (and its styles) is a chunk of its own (ui/snackbar-toaster), downloaded when the first
// toast is shown: most pages never show one. Until it has loaded, the toasts wait here in order.
const waiting: Notice[] = [];
let deliver: ((notice: Notice) => void) | null = null;
let isRequested = false;
const listeners = new Set<() => void>();

export function enqueueSnackbar(message: ReactNode, options?: Notice["options"]): void {
  const notice = { message, options };
  if (deliver) {
    deliver(notice);
    return;
  }
  waiting.push(notice);
  if (!isRequested) {
    isRequested = true;
    for (const listener of listeners) listener();
  }
}

/** Called by the loaded toaster: takes the waiting toasts, then every new one, until it unmounts. */
export function attachToaster(show: (notice: Notice) => void): () => void {
  deliver = show;
  for (const notice of waiting.splice(0)) show(notice);
  return () => {
    if (deliver === show) deliver = null;
  };
}

/** Whether a toast was ever asked for (then the toaster is mounted for good). */
export const isToasterRequested = () => isRequested;

export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
