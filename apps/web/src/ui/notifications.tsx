import { useSyncExternalStore } from "react";
import { loadWhenShown } from "./load-when-shown.tsx";
import { enqueueSnackbar, isToasterRequested, subscribeToToasterRequest } from "./notification-queue.ts";

const snackbar = { enqueueSnackbar };

/** Shows a toast: `enqueueSnackbar(message, { variant })`, as notistack's hook of the same name. */
export function useSnackbar() {
  return snackbar;
}

const SnackbarToaster = loadWhenShown(() =>
  import("./snackbar-toaster.tsx").then((module) => module.SnackbarToaster),
);

/** Where the toasts appear, mounted once by the app's providers; empty until the first toast. */
export function NotificationHost() {
  const isNeeded = useSyncExternalStore(subscribeToToasterRequest, isToasterRequested, () => false);
  return isNeeded ? <SnackbarToaster /> : null;
}
