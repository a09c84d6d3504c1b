import { LoadErrorAlert, type RetryableQuery } from "../../../ui/load-error-alert.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";

/**
 * A course that did not load, under the page's heading: missing or out of the caller's reach (a
 * refusal too: retrying would not help), or failed, with « Réessayer ».
 */
export function CourseLoadError({ query }: { query: RetryableQuery }) {
  return (
    <>
      <PageHeader title="Cours" />
      <LoadErrorAlert
        query={query}
        message="Impossible de charger le cours."
        missingMessage="Ce cours est introuvable, ou vous n'y avez pas accès."
        missingStatuses={[403, 404, 400]}
      />
    </>
  );
}
