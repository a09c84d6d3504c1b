import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/dates.ts";
import { plural } from "../../../lib/french.ts";
import { useTeacherDashboard } from "../api/teacher-dashboard.ts";
import { EmptyText, SummaryCard } from "./summary-card.tsx";

const boxPath = (id: string) => `/dashboard/assignments/${encodeURIComponent(id)}`;

/** « Travaux à corriger »: the teacher's boxes with work handed in and not graded, the longest waiting first. */
export function WorkToGradeCard() {
  const summary = useTeacherDashboard();
  const work = summary.data?.workToGrade;
  return (
    <SummaryCard
      id="dashboard-work-to-grade-title"
      title="Travaux à corriger"
      subtitle={
        work && work.total > 0
          ? `${plural(work.total, "rendu")} à corriger dans ${plural(work.boxCount, "dépôt")}`
          : "Les rendus de vos dépôts qui attendent votre correction"
      }
      query={summary}
      errorMessage="Impossible de charger les travaux à corriger."
      testId="work-to-grade"
    >
      {work && work.items.length === 0 ? <EmptyText>Aucun rendu à corriger.</EmptyText> : null}
      {work && work.items.length > 0 ? (
        <List dense disablePadding aria-label="Travaux à corriger">
          {work.items.map((item) => (
            <ListItem key={item.id} disablePadding>
              <ListItemButton component={Link} to={boxPath(item.id)} divider sx={{ gap: 1.5, px: 1 }}>
                <ListItemText
                  primary={item.title}
                  secondary={`${item.courseTitle} · premier rendu le ${formatDateTime(item.oldestSubmittedAt)}`}
                  slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: "anywhere" } } }}
                />
                <Chip size="small" color="primary" label={`${item.toGrade} à corriger`} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : null}
      <div>
        <Button component={Link} to="/dashboard/assignments" size="small">
          Voir mes dépôts
        </Button>
      </div>
    </SummaryCard>
  );
}
