import { Link as RouterLink } from "react-router";
import { ACCESSIBILITY_PATH, AccessibilityMention } from "./accessibility-mention.tsx";

/** The RGAA mention inside the app: the statement page opens without reloading the app. */
export function AccessibilityLink() {
  return <AccessibilityMention component={RouterLink} to={ACCESSIBILITY_PATH} />;
}
