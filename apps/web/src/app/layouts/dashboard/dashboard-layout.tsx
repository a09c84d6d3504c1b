import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { TimeHeartbeat } from "../../../features/content/shell.ts";
import { SkipLink } from "../../../ui/skip-link.tsx";
import { MainContent } from "../main-content.tsx";
import { Header } from "./header.tsx";
import { Sidebar } from "./sidebar.tsx";

/** The signed-in shell: side menu, header with breadcrumbs, the page. */
export function DashboardLayout() {
  const theme = useTheme();
  const hasPermanentSidebar = useMediaQuery(theme.breakpoints.up("lg"), { noSsr: true });
  const [isNavOpen, setIsNavOpen] = useState(false);
  const { pathname } = useLocation();

  // The menu on small screens closes once the user has picked a page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose
  useEffect(() => {
    setIsNavOpen(false);
  }, [pathname]);

  return (
    <Box sx={{ display: "flex", minHeight: "100vh", bgcolor: "background.default" }}>
      <SkipLink />
      <TimeHeartbeat />
      <Sidebar isPermanent={hasPermanentSidebar} isOpen={isNavOpen} onClose={() => setIsNavOpen(false)} />
      <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <Header hasPermanentSidebar={hasPermanentSidebar} onOpenNav={() => setIsNavOpen(true)} />
        <MainContent sx={{ flex: 1, py: { xs: 3, md: 4 } }}>
          <Outlet />
        </MainContent>
      </Box>
    </Box>
  );
}
