import { canManageAccount } from "@campus/contracts/roles";
import type { UserAccountEntry } from "@campus/contracts/user-accounts";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import { useState } from "react";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { avatarNameColumn } from "../../../ui/avatar-name-column.tsx";
import { emailColumn } from "../../../ui/email-column.tsx";
import { addressPagingProps, PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import { actionsColumn, type TableColumn } from "../../../ui/table-column.ts";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useUserAccounts } from "../api/user-accounts.ts";
import { RoleChips, StateChip } from "../components/account-chips.tsx";
import { useUserAccountParams } from "../components/use-user-account-params.ts";
import {
  AccountActionDialogs,
  AccountMenu,
  type OpenAccountAction,
} from "../components/user-account-actions.tsx";
import { UserAccountsHeader, useCanManageAccounts } from "../components/user-accounts-header.tsx";
import { UserAccountsToolbar } from "../components/user-accounts-toolbar.tsx";

/** `/dashboard/user/list`: the company's sign-in accounts as a table; admins manage them row by row. */
export function UserListPage() {
  usePageTitle("Utilisateurs");
  const me = useCurrentUser();
  const params = useUserAccountParams({ defaultPageSize: 25 });
  const { query } = params;
  const accounts = useUserAccounts(query);
  const canManage = useCanManageAccounts();
  const [current, setCurrent] = useState<OpenAccountAction | null>(null);

  const columns: TableColumn<UserAccountEntry>[] = [
    avatarNameColumn({ sortKey: "name" }),
    emailColumn({ sortKey: "email" }),
    { id: "roles", label: "Rôles", render: (account) => <RoleChips roles={account.roles} /> },
    {
      id: "state",
      label: "État",
      // A teacher reads cards, without the account's state.
      render: (account) => ("disabled" in account ? <StateChip isDisabled={account.disabled} /> : null),
    },
  ];
  if (canManage) {
    columns.push(
      actionsColumn((account) =>
        account.view === "full" && canManageAccount(me, account) ? (
          <AccountMenu
            account={account}
            onAction={(action, target) => setCurrent({ action, account: target })}
          />
        ) : null,
      ),
    );
  }

  return (
    <>
      <UserAccountsHeader />
      <Card>
        <UserAccountsToolbar params={params} view="list" />
        <Divider />
        <PagedTable
          label="Liste des utilisateurs"
          columns={columns}
          {...pagedQueryProps(accounts)}
          getRowId={(account) => account.id}
          {...addressPagingProps(params)}
          errorText="Impossible de charger les utilisateurs."
          emptyText={
            params.hasFilters ? "Aucun utilisateur ne correspond à ces filtres" : "Aucun utilisateur"
          }
        />
      </Card>
      <AccountActionDialogs current={current} onClose={() => setCurrent(null)} />
    </>
  );
}
