import AccessibilityNewOutlined from "@mui/icons-material/AccessibilityNewOutlined";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";

export const ACCESSIBILITY_PATH = "/accessibilite";

/** « Accessibilité : partiellement conforme », the RGAA's required mention, to the statement page. */
export function AccessibilityLink() {
  return (
    <Link
      component={RouterLink}
      to={ACCESSIBILITY_PATH}
      variant="body2"
      color="text.secondary"
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}
    >
      <AccessibilityNewOutlined fontSize="small" aria-hidden />
      Accessibilité : partiellement conforme
    </Link>
  );
}
