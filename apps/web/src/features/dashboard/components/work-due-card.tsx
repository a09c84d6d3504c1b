import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/dates.ts";
import { useStudentDashboard } from "../api/student-dashboard.ts";
import { EmptyText, SummaryCard } from "./summary-card.tsx";

const boxPath = (id: string) => `/dashboard/assignments/${encodeURIComponent(id)}`;

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
      {work && work.items.length === 0 ? <EmptyText>Aucun travail à rendre pour le moment.</EmptyText> : null}
      {work && work.items.length > 0 ? (
        <List dense disablePadding aria-label="Travail à rendre">
          {work.items.map((item) => (
            <ListItem key={item.id} disablePadding>
              <ListItemButton component={Link} to={boxPath(item.id)} divider sx={{ gap: 1.5, px: 1 }}>
                <ListItemText
                  primary={item.title}
                  secondary={`${item.courseTitle} · ${item.isLate ? "attendu le" : "à rendre avant le"} ${formatDateTime(item.dueAt)}`}
                  slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: "anywhere" } } }}
                />
                {item.isLate ? <Chip size="small" color="warning" label="En retard" /> : null}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : null}
      <div>
        <Button component={Link} to="/dashboard/assignments" size="small">
          {work && work.total > work.items.length
            ? `Voir les ${work.total} travaux à rendre`
            : "Voir tous les dépôts"}
        </Button>
      </div>
    </SummaryCard>
  );
}
