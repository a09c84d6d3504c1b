import type { CourseDetail, EnrolledStudent } from "@campus/contracts/courses";
import { listName } from "@campus/contracts/people";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import { CourseStudentsTable } from "../../../entities/courses/index.ts";
import { formatDate } from "../../../lib/dates.ts";
import { useListParams } from "../../../lib/use-list-params.ts";
import { emailColumn } from "../../../ui/email-column.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { studentProfilePath } from "./course-paths.ts";

const COLUMNS: readonly TableColumn<EnrolledStudent>[] = [
  {
    id: "name",
    label: "Nom",
    render: (student) => (
      <Link component={RouterLink} to={studentProfilePath(student.id)} sx={{ fontWeight: 600 }}>
        {listName(student)}
      </Link>
    ),
  },
  { id: "number", label: "Numéro", noWrap: true, render: (student) => student.studentNumber },
  emailColumn(),
  {
    id: "enrolledAt",
    label: "Inscrit le",
    noWrap: true,
    render: (student) => formatDate(student.enrolledAt),
  },
];

/** The Apprenants tab: the students enrolled in the course, searched and paged here (in the address). */
export function CourseStudentsTab({ course }: { course: CourseDetail }) {
  const list = useListParams({ namespace: "apprenants", filterKeys: ["q"] });
  return (
    <Card component="section" aria-label="Apprenants inscrits">
      <CourseStudentsTable
        list={list}
        students={course.students}
        searchSx={{ p: 2 }}
        label="Apprenants inscrits"
        columns={COLUMNS}
        minWidth={640}
      />
    </Card>
  );
}
