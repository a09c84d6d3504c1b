import type { Administrator } from "@campus/contracts/administrators";
import { ADMINISTRATORS_ENDPOINTS } from "@campus/contracts/administrators.endpoints";
import { hasAccess } from "@campus/contracts/permissions";
import { USER_ACCOUNT_SORTS } from "@campus/contracts/user-account-sorts";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { formatDate } from "../../../lib/dates.ts";
import { useListParams } from "../../../lib/use-list-params.ts";
import { avatarNameColumn } from "../../../ui/avatar-name-column.tsx";
import { emailColumn } from "../../../ui/email-column.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import { RowAction } from "../../../ui/row-action.tsx";
import { ListSearchField } from "../../../ui/search-field.tsx";
import { actionsColumn, type TableColumn } from "../../../ui/table-column.ts";
import { type AdministratorsQuery, useAdministrators } from "../api/administrators.ts";
import { AdministratorRoleChips } from "./administrator-role-chips.tsx";

// The form loads with its dialog, not with the list; so does the removal's confirmation.
const EditAdministratorDialog = loadWhenShown(() =>
  import("./administrator-dialogs.tsx").then((module) => module.EditAdministratorDialog),
);
const DeleteAdministratorDialog = loadWhenShown(() =>
  import("./delete-administrator-dialog.tsx").then((module) => module.DeleteAdministratorDialog),
);

const isSort = (value: string): value is AdministratorsQuery["sort"] =>
  USER_ACCOUNT_SORTS.some((sort) => sort === value);

interface AdministratorsTableProps {
  /** The company listed; the caller's own when absent. */
  companyId?: string;
  /** Where a row leads. */
  detailPath: (administrator: Administrator) => string;
  /** Prefix of the list's parameters in the address when it shares its page with other lists. */
  namespace?: string;
}

/**
 * A company's administrators: search, sortable columns, pages (kept in the address); edit and remove
 * for those allowed.
 */
export function AdministratorsTable({ companyId, detailPath, namespace }: AdministratorsTableProps) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const list = useListParams({ namespace, filterKeys: ["q"], defaultSort: "name" });
  const query: AdministratorsQuery = {
    page: list.page,
    pageSize: list.pageSize,
    sort: isSort(list.sort) ? list.sort : "name",
    q: list.filters.q ?? "",
  };
  const administrators = useAdministrators({ ...query, companyId });
  const [removing, setRemoving] = useState<Administrator | null>(null);
  // Mounted from the first « Supprimer » on, so that the dialog fades out when it closes.
  const [hasRemoved, setHasRemoved] = useState(false);
  const [editing, setEditing] = useState<Administrator | null>(null);
  const canManage = hasAccess(ADMINISTRATORS_ENDPOINTS.updateAdministrator.access, me.roles);

  const columns: TableColumn<Administrator>[] = [
    avatarNameColumn({ sortKey: "name" }),
    emailColumn({ sortKey: "email" }),
    {
      id: "role",
      label: "Rôle",
      render: (administrator) => <AdministratorRoleChips roles={administrator.roles} />,
    },
    {
      id: "createdAt",
      label: "Créé le",
      sortKey: "createdAt",
      render: (administrator) => formatDate(administrator.createdAt),
    },
  ];
  if (canManage) {
    columns.push(
      actionsColumn((administrator) => (
        // The row opens the detail: the buttons keep their clicks to themselves.
        <Box
          sx={{ display: "flex", justifyContent: "flex-end", gap: 0.5 }}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
        >
          <RowAction
            title="Modifier"
            label={`Modifier ${administrator.displayName}`}
            icon={<EditOutlined fontSize="small" />}
            onClick={() => setEditing(administrator)}
          />
          {administrator.id === me.id ? null : (
            <RowAction
              title="Supprimer"
              label={`Supprimer ${administrator.displayName}`}
              icon={<DeleteOutline fontSize="small" />}
              onClick={() => {
                setHasRemoved(true);
                setRemoving(administrator);
              }}
            />
          )}
        </Box>
      )),
    );
  }

  return (
    <>
      <Box sx={{ p: 2 }}>
        <ListSearchField list={list} label="Rechercher un administrateur" />
      </Box>
      <PagedTable
        label="Liste des administrateurs"
        columns={columns}
        {...pagedQueryProps(administrators)}
        getRowId={(administrator) => administrator.id}
        page={query.page}
        pageSize={query.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        sort={query.sort}
        onSortChange={(sort) => {
          if (isSort(sort)) list.setSort(sort);
        }}
        errorText="Impossible de charger les administrateurs."
        emptyText={query.q ? "Aucun administrateur ne correspond à la recherche" : "Aucun administrateur"}
        onRowClick={(administrator) => void navigate(detailPath(administrator))}
      />
      {editing ? (
        <EditAdministratorDialog
          administrator={editing}
          companyId={companyId}
          isSelf={editing.id === me.id}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {hasRemoved ? (
        <DeleteAdministratorDialog
          administrator={removing}
          companyId={companyId}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}
