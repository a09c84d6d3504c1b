import type { CourseDetail, EnrolledStudent } from "@campus/contracts/courses";
import { listName } from "@campus/contracts/people";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { formatDate } from "../../../lib/dates.ts";
import { useListParams } from "../../../lib/use-list-params.ts";
import { emailColumn } from "../../../ui/email-column.tsx";
import { localPageProps, PagedTable } from "../../../ui/paged-table.tsx";
import { ListSearchField } from "../../../ui/search-field.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { studentProfilePath } from "./course-paths.ts";
import { matchesStudent } from "./student-name.ts";

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
  const { page, pageSize } = list;
  const search = list.filters.q ?? "";
  const found = useMemo(
    () => course.students.filter((student) => matchesStudent(student, search)),
    [course.students, search],
  );

  return (
    <Card component="section" aria-label="Apprenants inscrits">
      {course.students.length > 0 ? (
        <Box sx={{ p: 2 }}>
          <ListSearchField list={list} label="Rechercher un apprenant" />
        </Box>
      ) : null}
      <Divider />
      <PagedTable
        label="Apprenants inscrits"
        columns={COLUMNS}
        {...localPageProps(found, page, pageSize)}
        getRowId={(student) => student.id}
        onPageChange={list.setPage}
        emptyText={search ? "Aucun apprenant ne correspond à la recherche" : "Aucun apprenant inscrit"}
        minWidth={640}
      />
    </Card>
  );
}
