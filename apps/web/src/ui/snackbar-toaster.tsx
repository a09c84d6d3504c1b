import GlobalStyles from "@mui/material/GlobalStyles";
import { enqueueSnackbar, SnackbarProvider } from "notistack";
import { useEffect } from "react";
import { attachToaster } from "./notification-queue.ts";

/** notistack's own colours are under 4.5:1 with white text (success 3.0, info 3.1, warning 2.1): darker ones. */
// !important: notistack injects its own styles when it first renders, after these (it loads lazily).
const SNACKBAR_COLOURS = {
  ".notistack-MuiContent-success": { backgroundColor: "#1b5e20 !important" },
  ".notistack-MuiContent-error": { backgroundColor: "#b71c1c !important" },
  ".notistack-MuiContent-warning": { backgroundColor: "#a84300 !important" },
  ".notistack-MuiContent-info": { backgroundColor: "#0d47a1 !important" },
};

/** The toasts (notistack), loaded with the first one (ui/notification-queue). */
export function SnackbarToaster() {
  useEffect(() => attachToaster(({ message, options }) => enqueueSnackbar(message, options)), []);
  return (
    <>
      <GlobalStyles styles={SNACKBAR_COLOURS} />
      <SnackbarProvider
        maxSnack={5}
        preventDuplicate
        autoHideDuration={3000}
        anchorOrigin={{ vertical: "top", horizontal: "right" }}
      />
    </>
  );
}
