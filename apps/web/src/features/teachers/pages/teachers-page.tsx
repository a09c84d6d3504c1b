import { formatNumber } from "@campus/contracts/format-number";
import { pluralOfList } from "@campus/contracts/french";
import { listName, personName } from "@campus/contracts/people";
import { hasAccess } from "@campus/contracts/permissions";
import type { Teacher } from "@campus/contracts/teachers";
import { TEACHERS_ENDPOINTS } from "@campus/contracts/teachers.endpoints";
import AddOutlined from "@mui/icons-material/AddOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useTeachers } from "../../../entities/teachers/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { formatDate } from "../../../lib/dates.ts";
import { useListParams } from "../../../lib/use-list-params.ts";
import { emailColumn } from "../../../ui/email-column.tsx";
import { ImportButton } from "../../../ui/import-button.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import { SearchField } from "../../../ui/search-field.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { DefaultPasswordDialog } from "../components/default-password-dialog.tsx";

// The forms load with their dialog, not with the page.
const CreateTeacherDialog = loadWhenShown(() =>
  import("../components/create-teacher-dialog.tsx").then((module) => module.CreateTeacherDialog),
);
const ImportDialog = loadWhenShown(() =>
  import("../../../entities/imports/index.ts").then((module) => module.ImportDialog),
);

const COLUMNS: readonly TableColumn<Teacher>[] = [
  {
    id: "lastname",
    label: "Nom",
    sortKey: "lastname",
    render: (teacher) => (
      <Link component={RouterLink} to={`/dashboard/teachers/${teacher.id}`} sx={{ fontWeight: 600 }}>
        {teacher.lastname}
      </Link>
    ),
    renderCard: (teacher) => (
      <Link component={RouterLink} to={`/dashboard/teachers/${teacher.id}`}>
        {listName(teacher)}
      </Link>
    ),
  },
  {
    id: "firstname",
    label: "Prénom",
    sortKey: "firstname",
    render: (teacher) => teacher.firstname,
    card: "hidden",
  },
  emailColumn({ sortKey: "email", noWrap: true }),
  { id: "phone", label: "Téléphone", noWrap: true, render: (teacher) => teacher.phone ?? "—" },
  { id: "speciality", label: "Spécialité", render: (teacher) => teacher.speciality ?? "—" },
  {
    id: "courses",
    label: "Cours",
    align: "right",
    render: (teacher) => formatNumber(teacher.courseCount),
  },
  {
    id: "createdAt",
    label: "Créé le",
    noWrap: true,
    sortKey: "createdAt",
    render: (teacher) => formatDate(teacher.createdAt),
  },
];

interface CreatedAccount {
  name: string;
  email: string;
  password: string;
}

/** `/dashboard/teachers`: the company's teachers; admins create and import them. */
export function TeachersPage() {
  usePageTitle("Gestion des professeurs");
  const me = useCurrentUser();
  const canManage = hasAccess(TEACHERS_ENDPOINTS.createTeacher.access, me.roles);
  const list = useListParams({ filterKeys: ["q"], defaultSort: "lastname" });
  const { page, pageSize, sort } = list;
  const q = list.filters.q ?? "";
  const [isCreating, setIsCreating] = useState(false);
  const [isImporting, setIsImporting] = useState(false);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const teachers = useTeachers({ page, pageSize, sort, q: q || undefined });

  const handleSearch = (value: string) => list.setFilters({ q: value });
  const actions = canManage ? (
    <>
      <ImportButton onClick={() => setIsImporting(true)} />
      <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setIsCreating(true)}>
        Nouveau professeur
      </Button>
    </>
  ) : null;

  return (
    <>
      <PageHeader
        title="Gestion des professeurs"
        subtitle={teachers.data ? pluralOfList(teachers.data, "professeur") : undefined}
        actions={actions}
      />
      <Card>
        <Box sx={{ p: 2 }}>
          <SearchField
            value={q}
            onChange={handleSearch}
            label="Rechercher un professeur"
            placeholder="Nom, e-mail, identifiant"
          />
        </Box>
        <PagedTable
          label="Liste des professeurs"
          columns={COLUMNS}
          {...pagedQueryProps(teachers)}
          getRowId={(teacher) => teacher.id}
          page={page}
          pageSize={pageSize}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          sort={sort}
          onSortChange={list.setSort}
          errorText="Impossible de charger la liste des professeurs."
          emptyText={q ? "Aucun professeur ne correspond à la recherche" : "Aucun professeur"}
        />
      </Card>

      {isCreating ? (
        <CreateTeacherDialog
          onClose={() => setIsCreating(false)}
          onCreated={({ teacher, defaultPassword }) => {
            setIsCreating(false);
            setCreated({
              name: personName(teacher),
              email: teacher.email,
              password: defaultPassword,
            });
          }}
        />
      ) : null}
      <DefaultPasswordDialog created={created} onClose={() => setCreated(null)} />
      {canManage && isImporting ? (
        <ImportDialog kind="teachers" isOpen onClose={() => setIsImporting(false)} />
      ) : null}
    </>
  );
}
