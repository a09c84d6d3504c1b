import { ABSENCE_ALERT_DAYS, type AbsenceAlertKind } from "@campus/contracts/absence-alert-rules";
import type { StudentAtRisk } from "@campus/contracts/absence-alerts";
import { de } from "@campus/contracts/french";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";

/** Why a student is at risk, in a few words. */
export function reasonText({ kind, value }: { kind: AbsenceAlertKind; value: number }): string {
  return kind === "consecutive"
    ? `${value} absence${value > 1 ? "s" : ""} d'affilée`
    : `${value} % d'absences sur ${ABSENCE_ALERT_DAYS} jours`;
}

/** The links of a student at risk: their record, and their unexcused absences. */
export const atRiskLinks = {
  student: (studentId: string) => `/dashboard/students/${encodeURIComponent(studentId)}`,
  absences: (studentId: string) =>
    `/dashboard/absences?${new URLSearchParams({ studentId, excused: "false" })}`,
};

export const AT_RISK_ROW_PX = 36;

/** Students above a threshold: the name leads to their record, the reasons to their absences. */
export function StudentsAtRiskList({
  students,
  onNavigate,
}: {
  students: StudentAtRisk[];
  onNavigate?: () => void;
}) {
  return (
    <List dense disablePadding aria-label="Apprenants à risque">
      {students.map((student) => {
        const name = `${student.usageName ?? student.lastname} ${student.firstname}`;
        const reasons = student.reasons.map(reasonText).join(", ");
        return (
          <ListItem
            key={student.id}
            divider
            disableGutters
            sx={{ gap: 2, justifyContent: "space-between", minHeight: AT_RISK_ROW_PX, flexWrap: "wrap" }}
          >
            <Link
              component={RouterLink}
              to={atRiskLinks.student(student.id)}
              onClick={onNavigate}
              sx={{ fontWeight: 600 }}
            >
              {name}
            </Link>
            <Link
              component={RouterLink}
              to={atRiskLinks.absences(student.id)}
              onClick={onNavigate}
              aria-label={`Absences ${de(name)} : ${reasons}`}
            >
              <Typography component="span" variant="body2">
                {reasons}
              </Typography>
            </Link>
          </ListItem>
        );
      })}
    </List>
  );
}
