import { canManageAccount } from "@campus/contracts/roles";
import type { UserAccountEntry } from "@campus/contracts/user-accounts";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Pagination from "@mui/material/Pagination";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { UserAvatar } from "../../../ui/user-avatar.tsx";
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

const PAGE_SIZE = 12;
const PAGINATION_LABELS = {
  first: "Première page",
  previous: "Page précédente",
  next: "Page suivante",
  last: "Dernière page",
  "start-ellipsis": "Pages précédentes",
  "end-ellipsis": "Pages suivantes",
} as const;
const SKELETONS = Array.from({ length: 6 }, (_, index) => index);
const GRID = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" },
} as const;

function AccountCard({ account, menu }: { account: UserAccountEntry; menu: ReactNode }) {
  return (
    <Card
      component="li"
      aria-label={account.displayName}
      sx={{
        p: 2.5,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        textAlign: "center",
        gap: 1,
        position: "relative",
      }}
    >
      {menu ? <Box sx={{ position: "absolute", top: 8, insetInlineEnd: 8 }}>{menu}</Box> : null}
      <UserAvatar name={account.displayName} photoUrl={null} size={64} />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
        {account.displayName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {account.email}
      </Typography>
      <Box sx={{ display: "flex", justifyContent: "center" }}>
        <RoleChips roles={account.roles} />
      </Box>
      {/* A teacher reads cards, without the account's state. */}
      {"disabled" in account ? <StateChip isDisabled={account.disabled} /> : null}
    </Card>
  );
}

/** `/dashboard/user/card`: the company's accounts as cards, paged. */
export function UserCardPage() {
  usePageTitle("Utilisateurs");
  const me = useCurrentUser();
  const params = useUserAccountParams({ defaultPageSize: PAGE_SIZE });
  const { query, update } = params;
  const accounts = useUserAccounts(query);
  const canManage = useCanManageAccounts();
  const [current, setCurrent] = useState<OpenAccountAction | null>(null);
  const counted = Math.max(1, Math.ceil((accounts.data?.total ?? 0) / query.pageSize));
  // Past a capped count, one page more is offered while the current one is full.
  const isFull = accounts.data !== undefined && accounts.data.items.length === query.pageSize;
  const pageCount = accounts.data?.isTotalCapped && isFull ? Math.max(counted, query.page + 1) : counted;

  let body: ReactNode;
  if (accounts.isPending) {
    body = (
      <Box sx={GRID} aria-busy="true">
        {SKELETONS.map((index) => (
          <Skeleton key={index} variant="rounded" height={210} />
        ))}
      </Box>
    );
  } else if (accounts.isError && !accounts.data) {
    body = <LoadErrorAlert query={accounts} message="Impossible de charger les utilisateurs." />;
  } else if (accounts.data.items.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: "center" }}>
        {params.hasFilters ? "Aucun utilisateur ne correspond à ces filtres" : "Aucun utilisateur"}
      </Typography>
    );
  } else {
    body = (
      <Box component="ul" aria-label="Utilisateurs" sx={{ ...GRID, listStyle: "none", m: 0, p: 0 }}>
        {accounts.data.items.map((account) => (
          <AccountCard
            key={account.id}
            account={account}
            menu={
              canManage && account.view === "full" && canManageAccount(me, account) ? (
                <AccountMenu
                  account={account}
                  onAction={(action, target) => setCurrent({ action, account: target })}
                />
              ) : null
            }
          />
        ))}
      </Box>
    );
  }

  return (
    <>
      <UserAccountsHeader />
      <Card sx={{ mb: 3 }}>
        <UserAccountsToolbar params={params} view="cards" />
      </Card>
      {body}
      {pageCount > 1 ? (
        <Box sx={{ display: "flex", justifyContent: "center", mt: 3 }}>
          <Pagination
            count={pageCount}
            page={Math.min(query.page, pageCount)}
            onChange={(_, page) => update({ page })}
            color="primary"
            getItemAriaLabel={(type, page) => (type === "page" ? `Page ${page}` : PAGINATION_LABELS[type])}
          />
        </Box>
      ) : null}
      <AccountActionDialogs current={current} onClose={() => setCurrent(null)} />
    </>
  );
}
