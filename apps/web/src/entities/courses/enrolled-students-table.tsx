import type { EnrolledStudent } from "@campus/contracts/courses";
import { SearchedPagedTable, type SearchedPagedTableProps } from "../../ui/searched-paged-table.tsx";
import { matchesStudent, STUDENT_SEARCH_TEXTS } from "./student-search.ts";

type StudentTableProps<Row> = Omit<
  SearchedPagedTableProps<Row>,
  "found" | "hasRows" | "getRowId" | keyof typeof STUDENT_SEARCH_TEXTS
> & {
  /** The course's students: without any, no search field. */
  students: readonly EnrolledStudent[];
};

interface StudentRowsTableProps<Row> extends StudentTableProps<Row> {
  /** A line per student, undefined while they load. */
  rows: readonly Row[] | undefined;
  studentOf: (row: Row) => EnrolledStudent;
}

/** Lines about a course's students, searched on the student's names, number and e-mail, and paged. */
export function StudentRowsTable<Row>({
  students,
  rows,
  studentOf,
  list,
  ...props
}: StudentRowsTableProps<Row>) {
  const search = list.filters.q ?? "";
  return (
    <SearchedPagedTable
      {...props}
      {...STUDENT_SEARCH_TEXTS}
      list={list}
      found={rows?.filter((row) => matchesStudent(studentOf(row), search))}
      hasRows={students.length > 0}
      getRowId={(row) => studentOf(row).id}
    />
  );
}

const itself = (student: EnrolledStudent) => student;

/** A course's enrolled students, searched and paged. */
export function CourseStudentsTable(props: StudentTableProps<EnrolledStudent>) {
  return <StudentRowsTable {...props} rows={props.students} studentOf={itself} />;
}
