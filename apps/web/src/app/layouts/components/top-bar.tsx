import AppBar from "@mui/material/AppBar";
import { alpha } from "@mui/material/styles";
import type { ReactNode } from "react";

interface TopBarProps {
  /** The page's background the bar lets through, and how opaque it stays. */
  background: "default" | "paper";
  opacity: number;
  children: ReactNode;
}

/** A layout's bar on top of the page: it stays while the page scrolls, the page blurred under it. */
export function TopBar({ background, opacity, children }: TopBarProps) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={(theme) => ({
        bgcolor: alpha(theme.palette.background[background], opacity),
        backdropFilter: "blur(6px)",
        WebkitBackdropFilter: "blur(6px)",
        borderBottom: `1px solid ${theme.palette.divider}`,
      })}
    >
      {children}
    </AppBar>
  );
}
