import type { Course } from "@campus/contracts/courses";
import { formatNumber } from "@campus/contracts/format-number";
import { personName } from "@campus/contracts/people";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { TableColumn } from "../../../ui/table-column.ts";

const dash = "—";

/** The columns of the course list. */
export const COURSE_COLUMNS: readonly TableColumn<Course>[] = [
  {
    id: "title",
    label: "Titre",
    sortKey: "title",
    render: (course) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {course.title}
        </Typography>
        {course.archived ? <Chip label="Archivé" size="small" sx={{ mt: 0.5 }} /> : null}
      </>
    ),
  },
  { id: "thematicTitle", label: "Titre thématique", render: (course) => course.thematicTitle || dash },
  { id: "programme", label: "Programme", render: (course) => course.programme?.name ?? dash },
  { id: "level", label: "Niveau", render: (course) => course.level?.label ?? dash },
  { id: "cohort", label: "Session", render: (course) => course.cohort?.name ?? dash },
  {
    id: "teachers",
    label: "Professeurs",
    render: (course) =>
      course.teachers.length === 0 ? dash : course.teachers.map((teacher) => personName(teacher)).join(", "),
  },
  {
    id: "enrolled",
    label: "Inscrits",
    align: "right",
    render: (course) => formatNumber(course.enrolledCount),
  },
  {
    id: "plannedHours",
    label: "Heures prévues",
    align: "right",
    sortKey: "plannedHours",
    render: (course) => `${formatNumber(course.plannedHours)} h`,
  },
];
