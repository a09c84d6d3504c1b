import Chip from "@mui/material/Chip";
import { formatDateTime } from "../../../lib/dates.ts";
import { useStudentDashboard } from "../api/student-dashboard.ts";
import { AssignmentBoxList } from "./assignment-box-list.tsx";
import { SummaryCard } from "./summary-card.tsx";

/** « Travail à rendre »: the open boxes the student has not handed in yet, the most urgent first. */
export function WorkDueCard() {
  const summary = useStudentDashboard();
  const work = summary.data?.workDue;
  return (
    <SummaryCard
      id="dashboard-work-due-title"
      title="Travail à rendre"
      subtitle="Les dépôts ouverts où vous n'avez encore rien rendu, les plus urgents d'abord"
      query={summary}
      errorMessage="Impossible de charger votre travail à rendre."
      testId="work-due"
    >
      <AssignmentBoxList
        label="Travail à rendre"
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
    </SummaryCard>
  );
}
