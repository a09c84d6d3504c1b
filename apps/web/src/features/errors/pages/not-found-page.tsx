import { StatusPage } from "../../../ui/status-page.tsx";

export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      title="Page introuvable"
      description="Erreur 404 : la page que vous cherchez n'existe pas ou a été déplacée."
      testId="not-found-page"
    />
  );
}
