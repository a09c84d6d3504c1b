import type { CourseGrades } from "@campus/contracts/evaluations";
import { formatDecimal } from "@campus/contracts/format-number";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { isApiError } from "../../../lib/api-client.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useStudentGrades } from "../api/student-grades.ts";

function CourseLine({ grades, isFirst }: { grades: CourseGrades; isFirst: boolean }) {
  const graded = grades.evaluations.filter((evaluation) => evaluation.value !== null);
  return (
    <Box component="li" sx={{ py: 1.25, borderTop: isFirst ? 0 : 1, borderColor: "divider" }}>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          gap: 1,
          alignItems: "center",
          justifyContent: "space-between",
        }}
      >
        <Link component={RouterLink} to={`/dashboard/course/${encodeURIComponent(grades.course.id)}`}>
          {grades.course.title}
        </Link>
        <Chip
          size="small"
          color={grades.average === null ? "default" : "primary"}
          variant={grades.average === null ? "outlined" : "filled"}
          label={grades.average === null ? "Pas de note" : `${formatDecimal(grades.average)} / 20`}
          aria-label={
            grades.average === null
              ? "Pas de note"
              : `Moyenne pondérée ${formatDecimal(grades.average)} sur 20`
          }
        />
      </Box>
      {graded.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {graded
            .map(
              (evaluation) =>
                `${evaluation.title} : ${formatDecimal(evaluation.value)}/${formatDecimal(evaluation.scale)}`,
            )
            .join(" · ")}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * A student's grades per course with their weighted averages, for the student profile (staff; a
 * teacher sees the courses they teach only).
 */
export function StudentCourseGrades({ studentId }: { studentId: string }) {
  const grades = useStudentGrades(studentId);

  if (isApiError(grades.error, 404)) {
    return (
      <Typography color="text.secondary">
        Les notes de cet apprenant ne sont visibles que pour ses professeurs et l'administration.
      </Typography>
    );
  }
  if (grades.isPending) {
    return (
      <Box aria-busy="true">
        <Skeleton height={40} />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Box>
    );
  }
  if (grades.isError) {
    return <LoadErrorAlert query={grades} message="Impossible de charger les notes." />;
  }
  if (grades.data.courses.length === 0) {
    return <Typography color="text.secondary">Inscrit à aucun cours.</Typography>;
  }
  return (
    <Box component="ul" aria-label="Notes par cours" sx={{ listStyle: "none", m: 0, p: 0 }}>
      {grades.data.courses.map((course, index) => (
        <CourseLine key={course.course.id} grades={course} isFirst={index === 0} />
      ))}
    </Box>
  );
}
