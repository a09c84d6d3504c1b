import { pluralOfList } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import { listName } from "@campus/contracts/people";
import { hasAccess } from "@campus/contracts/permissions";
import type { ExportFormat, Student } from "@campus/contracts/students";
import { STUDENTS_ENDPOINTS } from "@campus/contracts/students.endpoints";
import AddOutlined from "@mui/icons-material/AddOutlined";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useSchoolOptions } from "../../../entities/school/index.ts";
import { type StudentsFilters, useStudents } from "../../../entities/students/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { useListParams } from "../../../lib/use-list-params.ts";
import { emailColumn } from "../../../ui/email-column.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { exportStudents } from "../api/export-students.ts";
import { StudentFilters } from "../components/student-filters.tsx";
import type { StudentImportKind } from "../components/student-import-menu.tsx";
import { WhitelistChip } from "../components/whitelist-chip.tsx";

// The forms load with their dialog, not with the page.
const StudentFormDialog = loadWhenShown(() =>
  import("../components/student-form-dialog.tsx").then((module) => module.StudentFormDialog),
);
const StudentImportMenu = loadWhenShown(() =>
  import("../components/student-import-menu.tsx").then((module) => module.StudentImportMenu),
);
const ImportDialog = loadWhenShown(() =>
  import("../../../entities/imports/index.ts").then((module) => module.ImportDialog),
);

const COLUMNS: readonly TableColumn<Student>[] = [
  {
    id: "studentNumber",
    label: "N° étudiant",
    sortKey: "studentNumber",
    noWrap: true,
    render: (student) => (
      <Link component={RouterLink} to={`/dashboard/students/${student.id}`} sx={{ fontWeight: 600 }}>
        {student.studentNumber}
      </Link>
    ),
    // The card's title is the name and carries the link.
    renderCard: (student) => student.studentNumber,
  },
  {
    id: "lastname",
    label: "Nom",
    sortKey: "lastname",
    render: (student) => student.lastname + (student.archivedAt ? " (archivé)" : ""),
    card: "title",
    renderCard: (student) => (
      <Link component={RouterLink} to={`/dashboard/students/${student.id}`}>
        {listName({ ...student, isArchived: Boolean(student.archivedAt) })}
      </Link>
    ),
  },
  {
    id: "firstname",
    label: "Prénom",
    sortKey: "firstname",
    render: (student) => student.firstname,
    card: "hidden",
  },
  emailColumn({ sortKey: "email", noWrap: true }),
  { id: "programme", label: "Programme", minWidth: 120, render: (student) => student.programmeName ?? "—" },
  { id: "level", label: "Niveau", noWrap: true, render: (student) => student.levelLabel ?? "—" },
  { id: "cohort", label: "Session", minWidth: 120, render: (student) => student.cohortName ?? "—" },
  {
    id: "whitelisted",
    label: "Whitelist",
    align: "center",
    render: (student) => <WhitelistChip isWhitelisted={student.whitelisted} />,
  },
];

/** `/dashboard/students`: the students, searched and filtered; admins create, import and export them. */
const FILTER_KEYS = ["q", "programmeId", "levelId", "cohortId", "whitelisted", "archived"] as const;

export function StudentsPage() {
  usePageTitle("Gestion des apprenants");
  const me = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const canManage = hasAccess(STUDENTS_ENDPOINTS.createStudent.access, me.roles);
  const canExport = hasAccess(STUDENTS_ENDPOINTS.exportStudents.access, me.roles);
  const options = useSchoolOptions();
  const list = useListParams({ filterKeys: FILTER_KEYS, defaultSort: "lastname" });
  const { page, pageSize } = list;
  const { whitelisted, archived, ...otherFilters } = list.filters;
  const filters: StudentsFilters = {
    ...otherFilters,
    sort: list.sort,
    whitelisted: whitelisted === "true" || whitelisted === "false" ? whitelisted : undefined,
    archived: archived === "true" && canManage ? "true" : undefined,
  };
  const [isCreating, setIsCreating] = useState(false);
  const [importKind, setStudentImportKind] = useState<StudentImportKind | null>(null);
  const [importMenuAnchor, setImportMenuAnchor] = useState<HTMLElement | null>(null);
  // The menu's code loads on its first opening, then stays, for its closing animation.
  const [hasImportMenu, setHasImportMenu] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const students = useStudents({ ...filters, page, pageSize });

  const handleFiltersChange = ({ sort, ...next }: StudentsFilters) => {
    list.setFilters(Object.fromEntries(FILTER_KEYS.map((key) => [key, next[key]])));
    if (sort !== undefined && sort !== list.sort) list.setSort(sort);
  };

  const handleExport = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await exportStudents(filters, format);
    } catch {
      enqueueSnackbar(MESSAGES.downloadKo, { variant: "error" });
    } finally {
      setExporting(null);
    }
  };

  const handleImportChoice = (kind: StudentImportKind) => {
    setImportMenuAnchor(null);
    setStudentImportKind(kind);
  };

  const hasFilters = Boolean(
    filters.q ||
      filters.programmeId ||
      filters.levelId ||
      filters.cohortId ||
      filters.whitelisted ||
      filters.archived,
  );

  return (
    <>
      <PageHeader
        title="Gestion des apprenants"
        subtitle={students.data ? pluralOfList(students.data, "apprenant") : undefined}
        actions={
          <>
            {canExport ? (
              <>
                <Button
                  variant="outlined"
                  startIcon={<FileDownloadOutlined />}
                  loading={exporting === "pdf"}
                  onClick={() => void handleExport("pdf")}
                  aria-label="Exporter la liste en PDF"
                >
                  PDF
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<FileDownloadOutlined />}
                  loading={exporting === "xlsx"}
                  onClick={() => void handleExport("xlsx")}
                  aria-label="Exporter la liste en Excel"
                >
                  Excel
                </Button>
              </>
            ) : null}
            {canManage ? (
              <>
                <Button
                  variant="outlined"
                  startIcon={<UploadFileOutlined />}
                  onClick={(event) => {
                    setHasImportMenu(true);
                    setImportMenuAnchor(event.currentTarget);
                  }}
                  aria-haspopup="menu"
                  aria-expanded={importMenuAnchor ? true : undefined}
                >
                  Importer
                </Button>
                <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setIsCreating(true)}>
                  Nouvel apprenant
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <Card>
        <StudentFilters
          filters={filters}
          options={options.data}
          canSeeArchived={canManage}
          onChange={handleFiltersChange}
        />
        <PagedTable
          label="Liste des apprenants"
          columns={COLUMNS}
          {...pagedQueryProps(students)}
          getRowId={(student) => student.id}
          page={page}
          pageSize={pageSize}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          sort={filters.sort}
          onSortChange={list.setSort}
          errorText="Impossible de charger la liste des apprenants."
          emptyText={
            filters.archived
              ? "Aucun apprenant archivé"
              : hasFilters
                ? "Aucun apprenant ne correspond à ces critères"
                : "Aucun apprenant"
          }
          minWidth={960}
          isDense
        />
      </Card>

      {hasImportMenu ? (
        <StudentImportMenu
          anchor={importMenuAnchor}
          onClose={() => setImportMenuAnchor(null)}
          onChoose={handleImportChoice}
        />
      ) : null}
      {isCreating ? <StudentFormDialog onClose={() => setIsCreating(false)} /> : null}
      {canManage && importKind ? (
        <ImportDialog key={importKind} kind={importKind} isOpen onClose={() => setStudentImportKind(null)} />
      ) : null}
    </>
  );
}
