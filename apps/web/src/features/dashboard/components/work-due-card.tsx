import Chip from "@mui/material/Chip";
import { formatDateTime } from "../../../lib/dates.ts";
import { useStudentDashboard } from "../api/student-dashboard.ts";
import { AssignmentBoxCard } from "./assignment-box-card.tsx";

/** « Travail à rendre »: the open boxes the student has not handed in yet, the most urgent first. */
export function WorkDueCard() {
  const summary = useStudentDashboard();
  const work = summary.data?.workDue;
  return (
    <AssignmentBoxCard
      name="work-due"
      title="Travail à rendre"
      subtitle="Les dépôts ouverts où vous n'avez encore rien rendu, les plus urgents d'abord"
      query={summary}
      errorMessage="Impossible de charger votre travail à rendre."
      boxes={work?.items}
      emptyText="Aucun travail à rendre pour le moment."
      describe={(item) =>
        `${item.courseTitle} · ${item.isLate ? "attendu le" : "à rendre avant le"} ${formatDateTime(item.dueAt)}`
      }
      badge={(item) => (item.isLate ? <Chip size="small" color="warning" label="En retard" /> : null)}
      linkText={
        work && work.total > work.items.length
          ? `Voir les ${work.total} travaux à rendre`
          : "Voir tous les dépôts"
      }
    />
  );
}
