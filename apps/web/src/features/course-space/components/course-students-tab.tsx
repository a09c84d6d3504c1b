import type { CourseDetail, EnrolledStudent } from "@campus/contracts/courses";
import { listName } from "@campus/contracts/people";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { formatDate } from "../../../lib/dates.ts";
import { useListParams } from "../../../lib/use-list-params.ts";
import { emailColumn } from "../../../ui/email-column.tsx";
import { SearchedPagedTable } from "../../../ui/searched-paged-table.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { matchesStudent, STUDENT_SEARCH_TEXTS } from "../../courses/index.ts";
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
  const search = list.filters.q ?? "";
  const found = useMemo(
    () => course.students.filter((student) => matchesStudent(student, search)),
    [course.students, search],
  );

  return (
    <Card component="section" aria-label="Apprenants inscrits">
      <SearchedPagedTable
        list={list}
        found={found}
        hasRows={course.students.length > 0}
        {...STUDENT_SEARCH_TEXTS}
        searchSx={{ p: 2 }}
        label="Apprenants inscrits"
        columns={COLUMNS}
        getRowId={(student) => student.id}
        minWidth={640}
      />
    </Card>
  );
}
