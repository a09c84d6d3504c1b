import { formatDecimal } from "@campus/contracts/format-number";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useMyGrades } from "../../../entities/grades/index.ts";
import { formatDay } from "../../../lib/dates.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";

const SHOWN = 5;

/** The student's latest graded evaluations, most recent first. */
export function LatestGradesCard() {
  const grades = useMyGrades();
  const latest = (grades.data?.courses ?? [])
    .flatMap((course) =>
      course.evaluations.map((evaluation) => ({ ...evaluation, course: course.course.title })),
    )
    .filter((evaluation) => evaluation.value !== null)
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))
    .slice(0, SHOWN);
  return (
    <Card component="section" aria-labelledby="dashboard-grades-title">
      <CardContent>
        <Typography id="dashboard-grades-title" variant="h6" component="h2">
          Dernières notes
        </Typography>
        {grades.isPending ? <Skeleton height={120} /> : null}
        {grades.isError ? <LoadErrorAlert query={grades} message="Impossible de charger vos notes." /> : null}
        {grades.data && latest.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Aucune note pour le moment.
          </Typography>
        ) : null}
        {latest.length > 0 ? (
          <List dense disablePadding>
            {latest.map((evaluation) => (
              <ListItem key={evaluation.id} disableGutters>
                <ListItemText
                  primary={`${evaluation.course} — ${evaluation.title}`}
                  secondary={evaluation.date ? formatDay(evaluation.date) : undefined}
                />
                <Typography sx={{ fontWeight: 700, whiteSpace: "nowrap", ml: 2 }}>
                  {formatDecimal(evaluation.value)} / {formatDecimal(evaluation.scale)}
                </Typography>
              </ListItem>
            ))}
          </List>
        ) : null}
      </CardContent>
    </Card>
  );
}
