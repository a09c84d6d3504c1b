import { matchScreenRoute } from "@campus/contracts/permissions";
import { useLocation } from "react-router";
import { ComingSoon } from "../../../ui/coming-soon.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";

/** Every screen not built yet: its name from the shared route table, and "Cette page arrive bientôt". */
export function ScreenPage() {
  const { pathname } = useLocation();
  const title = matchScreenRoute(pathname)?.title ?? "Tableau de bord";
  usePageTitle(title);
  return <ComingSoon title={title} />;
}
