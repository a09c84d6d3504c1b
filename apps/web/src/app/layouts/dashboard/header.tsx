import MenuIcon from "@mui/icons-material/Menu";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import { loadEarly } from "../../../ui/load-when-shown.tsx";
import { TopBar } from "../components/top-bar.tsx";
import { HeaderBreadcrumbs } from "./header-breadcrumbs.tsx";

// The buttons (their menus, drawer, tooltips, the alerts' and messages' lists with their dates) are a
// chunk of their own, loaded once the first page has shown its data (loadEarly), so that they do not
// share a phone's connections and processor with it; until then a box of their size keeps the
// breadcrumbs where they will stay: three 40 px buttons and the 44 px avatar, with their gaps.
const ACTIONS_PLACEHOLDER = (
  <Box aria-hidden sx={{ height: 44, width: { xs: 3 * 40 + 44 + 3 * 4, sm: 3 * 40 + 44 + 3 * 8 } }} />
);
const HeaderActions = loadEarly(
  () => import("./header-actions.tsx").then((module) => module.HeaderActions),
  ACTIONS_PLACEHOLDER,
);

interface HeaderProps {
  hasPermanentSidebar: boolean;
  onOpenNav: () => void;
}

export function Header({ hasPermanentSidebar, onOpenNav }: HeaderProps) {
  return (
    <TopBar background="default" opacity={0.86}>
      <Toolbar
        sx={{
          gap: 1,
          flexWrap: { xs: "wrap", sm: "nowrap" },
          minHeight: { xs: 56, sm: 64 },
          px: { xs: 1.5, sm: 3 },
          // On phones the breadcrumbs take a second row under the buttons.
          pb: { xs: 1, sm: 0 },
        }}
      >
        {hasPermanentSidebar ? null : (
          <IconButton aria-label="Ouvrir le menu" onClick={onOpenNav} edge="start">
            <MenuIcon />
          </IconButton>
        )}
        <HeaderBreadcrumbs
          sx={{
            order: { xs: 2, sm: 0 },
            flexBasis: { xs: "100%", sm: "auto" },
            minWidth: 0,
            "& .MuiBreadcrumbs-ol": { flexWrap: "nowrap" },
            "& .MuiBreadcrumbs-li:last-of-type": { minWidth: 0 },
          }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <HeaderActions />
      </Toolbar>
    </TopBar>
  );
}
