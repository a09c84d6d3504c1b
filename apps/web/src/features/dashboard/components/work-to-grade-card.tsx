import { plural } from "@campus/contracts/french";
import Chip from "@mui/material/Chip";
import { formatDateTime } from "../../../lib/dates.ts";
import { useTeacherDashboard } from "../api/teacher-dashboard.ts";
import { AssignmentBoxCard } from "./assignment-box-card.tsx";

/** « Travaux à corriger »: the teacher's boxes with work handed in and not graded, the longest waiting first. */
export function WorkToGradeCard() {
  const summary = useTeacherDashboard();
  const work = summary.data?.workToGrade;
  const subtitle =
    work && work.total > 0
      ? `${plural(work.total, "rendu")} à corriger dans ${plural(work.boxCount, "dépôt")}`
      : "Les rendus de vos dépôts qui attendent votre correction";
  return (
    <AssignmentBoxCard
      name="work-to-grade"
      title="Travaux à corriger"
      subtitle={subtitle}
      query={summary}
      errorMessage="Impossible de charger les travaux à corriger."
      boxes={work?.items}
      emptyText="Aucun rendu à corriger."
      describe={(item) => `${item.courseTitle} · premier rendu le ${formatDateTime(item.oldestSubmittedAt)}`}
      badge={(item) => <Chip size="small" color="primary" label={`${item.toGrade} à corriger`} />}
      linkText="Voir mes dépôts"
    />
  );
}
