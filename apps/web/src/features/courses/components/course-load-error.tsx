import { LoadErrorAlert, type RetryableQuery } from "../../../ui/load-error-alert.tsx";

/** A course that did not load: missing (or not the caller's) or failed, with « Réessayer ». */
export function CourseLoadError({ query }: { query: RetryableQuery }) {
  return (
    <LoadErrorAlert
      query={query}
      message="Impossible de charger le cours."
      missingMessage="Ce cours est introuvable, ou vous n'y avez pas accès."
    />
  );
}
