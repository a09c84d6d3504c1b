import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { MAIN_CONTENT_ID } from "../../ui/skip-link.tsx";

/**
 * A layout's page area: the skip link's target, which names the page it holds (`data-pathname`: the
 * browser tests know from it that a navigation inside the app has ended).
 */
export function MainContent({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      data-pathname={pathname}
      sx={[{ outline: "none" }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}
