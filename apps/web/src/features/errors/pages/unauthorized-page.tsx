import { StatusPage } from "../../../ui/status-page.tsx";

export function UnauthorizedPage() {
  return (
    <StatusPage
      code="401"
      title="Accès refusé"
      description="Erreur 401 : vous n'avez pas les droits nécessaires pour ouvrir cette page."
      testId="unauthorized-page"
    />
  );
}
