import { matchScreenRoute } from "@campus/contracts/permissions";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Link from "@mui/material/Link";
import type { SxProps, Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useLocation } from "react-router";
import { useCurrentUser } from "../../../lib/current-user.tsx";

const ROOT_TITLE = "Tableau de bord";

/** "Tableau de bord" (the user's home) > the current screen's name from the shared route table. */
export function HeaderBreadcrumbs({ sx }: { sx?: SxProps<Theme> }) {
  const me = useCurrentUser();
  const { pathname } = useLocation();
  const title = matchScreenRoute(pathname)?.title;
  const isRoot = !title || title === ROOT_TITLE;

  return (
    <Breadcrumbs aria-label="Fil d'Ariane" data-testid="breadcrumbs" sx={sx}>
      {isRoot ? (
        <Typography color="text.primary" aria-current="page" sx={{ fontWeight: 600 }}>
          {ROOT_TITLE}
        </Typography>
      ) : (
        <Link component={RouterLink} to={me.home} underline="hover" color="text.secondary">
          {ROOT_TITLE}
        </Link>
      )}
      {isRoot ? null : (
        <Typography
          color="text.primary"
          aria-current="page"
          noWrap
          sx={{ fontWeight: 600, maxWidth: "100%" }}
        >
          {title}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
