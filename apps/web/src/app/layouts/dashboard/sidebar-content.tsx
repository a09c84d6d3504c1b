import { canOpenScreen, matchScreenRoute } from "@campus/contracts/permissions";
import {
  hasCompanySuperAdministratorRole,
  hasStudentRole,
  type Role,
  roleLabel,
} from "@campus/contracts/roles";
import PaletteOutlined from "@mui/icons-material/PaletteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { Link } from "react-router";
import { LiveBanner } from "../../../features/content/shell.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { AccessibilityLink } from "../../../ui/accessibility-link.tsx";
import { CompanyLogo } from "../../../ui/company-logo.tsx";
import { UserAvatar } from "../../../ui/user-avatar.tsx";
import { visibleMenuSections } from "../menu-config.ts";
import { NavMenu } from "./nav-menu.tsx";

const ACCOUNT_PATH = "/dashboard/user/account";

/** Only staff have an account page: a student's name block is not a link. */
function canOpenAccount(roles: readonly Role[]): boolean {
  const screen = matchScreenRoute(ACCOUNT_PATH);
  return screen !== undefined && canOpenScreen(screen, roles);
}

function NameBlock() {
  const me = useCurrentUser();
  const content = (
    <>
      <UserAvatar name={me.displayName} photoUrl={me.photoUrl} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap sx={{ color: "text.primary" }}>
          {me.displayName}
        </Typography>
        <Typography variant="body2" noWrap sx={{ color: "text.secondary" }} data-testid="role-label">
          {roleLabel(me.roles)}
        </Typography>
      </Box>
    </>
  );
  const blockSx = {
    display: "flex",
    alignItems: "center",
    gap: 1.5,
    px: 2,
    py: 1.5,
    borderRadius: 1.5,
    bgcolor: "action.hover",
    textDecoration: "none",
  } as const;

  if (!canOpenAccount(me.roles)) {
    return (
      <Box sx={blockSx} data-testid="name-block">
        {content}
      </Box>
    );
  }
  return (
    <Box
      component={Link}
      to={ACCOUNT_PATH}
      data-testid="name-block"
      sx={{ ...blockSx, "&:hover": { bgcolor: "action.selected" } }}
    >
      {content}
    </Box>
  );
}

/** Everything inside the side menu: company, the signed-in user, the menu itself. */
export function SidebarContent() {
  const me = useCurrentUser();
  const sections = useMemo(() => visibleMenuSections(me), [me]);
  const canCustomize = hasCompanySuperAdministratorRole(me.roles);

  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%" }}>
      <Box
        component={Link}
        to={me.home}
        aria-label={`${me.company.fullName} : accueil`}
        sx={{ display: "flex", alignItems: "center", gap: 1.5, px: 2.5, py: 2.5, textDecoration: "none" }}
      >
        <CompanyLogo name={me.company.fullName} logoUrl={me.company.logoUrl} size={40} />
        <Typography variant="subtitle1" sx={{ color: "text.primary", fontWeight: 700, lineHeight: 1.25 }}>
          {me.company.fullName}
        </Typography>
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>
        <NameBlock />
        {canCustomize ? (
          <Button
            component={Link}
            to="/dashboard/custom"
            startIcon={<PaletteOutlined />}
            size="small"
            sx={{ mt: 1, ml: 1 }}
          >
            Personnalisation
          </Button>
        ) : null}
      </Box>
      <Box sx={{ flex: 1, overflowY: "auto" }}>
        <NavMenu sections={sections} />
      </Box>
      {/* The live-course banner: students only (specification, section 2). Under the menu, so that the
          menu does not move down when the banner appears after its slots are read. */}
      {hasStudentRole(me.roles) ? <LiveBanner /> : null}
      <Box sx={{ px: 3, py: 2, borderTop: 1, borderColor: "divider" }}>
        <AccessibilityLink />
      </Box>
    </Box>
  );
}
