import AccessibilityNewOutlined from "@mui/icons-material/AccessibilityNewOutlined";
import Link, { type LinkProps } from "@mui/material/Link";
import type { ElementType } from "react";

export const ACCESSIBILITY_PATH = "/accessibilite";

/**
 * « Accessibilité : partiellement conforme », the RGAA's required mention, linking to the statement
 * page: as a page load by default (the sign-in page has no router), or through `component` (the app's).
 */
export function AccessibilityMention<C extends ElementType = "a">(props: LinkProps<C, { component?: C }>) {
  return (
    <Link
      href={ACCESSIBILITY_PATH}
      variant="body2"
      color="text.secondary"
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}
      {...props}
    >
      <AccessibilityNewOutlined fontSize="small" aria-hidden />
      Accessibilité : partiellement conforme
    </Link>
  );
}
