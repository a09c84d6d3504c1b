import ApartmentOutlined from "@mui/icons-material/ApartmentOutlined";
import SchoolOutlined from "@mui/icons-material/SchoolOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { Link, Outlet } from "react-router";
import { loadEarly } from "../../ui/load-when-shown.tsx";
import { SkipLink } from "../../ui/skip-link.tsx";
import { PLATFORM_NAME } from "../../ui/use-page-title.ts";
import { TopBar } from "./components/top-bar.tsx";
import { MainContent } from "./main-content.tsx";

// The settings' and account's buttons (their drawer, menu, tooltip: some 25 KB) are a file of their
// own, requested with the layout; until they arrive a box of their size keeps the bar where it will
// stay: the 40 px button and the 44 px avatar with the toolbar's gap between them.
const HeaderActions = loadEarly(
  () => import("./simple-header-actions.tsx").then((module) => module.SimpleHeaderActions),
  <Box aria-hidden sx={{ height: 44, width: { xs: 40 + 44 + 4, sm: 40 + 44 + 12 } }} />,
);

/** The platform operator's screens (companies): a top bar, no side menu. */
export function SimpleLayout() {
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default" }}>
      <SkipLink />
      <TopBar background="paper" opacity={0.9}>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1.5, sm: 3 } }}>
          <Box
            component={Link}
            to="/dashboard/entreprises"
            aria-label={PLATFORM_NAME}
            sx={{
              display: "flex",
              alignItems: "center",
              gap: 1,
              color: "text.primary",
              textDecoration: "none",
            }}
          >
            <SchoolOutlined color="primary" aria-hidden />
            {/* On phones the icon stands alone: the button and the account menu need the room. */}
            <Typography
              variant="h6"
              component="span"
              noWrap
              sx={{ fontWeight: 700, display: { xs: "none", sm: "block" } }}
            >
              {PLATFORM_NAME}
            </Typography>
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            component={Link}
            to="/dashboard/entreprises"
            variant="outlined"
            size="small"
            startIcon={<ApartmentOutlined />}
            sx={{ flexShrink: 0, "& .MuiButton-startIcon": { display: { xs: "none", sm: "inherit" } } }}
          >
            Liste des entreprises
          </Button>
          <HeaderActions />
        </Toolbar>
      </TopBar>
      <MainContent sx={{ py: { xs: 3, md: 5 } }}>
        <Outlet />
      </MainContent>
    </Box>
  );
}
