import { hasAccess } from "@campus/contracts/permissions";
import { USER_ACCOUNTS_ENDPOINTS } from "@campus/contracts/user-accounts.endpoints";
import PersonAddAlt1Outlined from "@mui/icons-material/PersonAddAlt1Outlined";
import Button from "@mui/material/Button";
import { useState } from "react";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";

// The forms load with their dialog, not with the page.
const CreateUserAccountDialog = loadWhenShown(() =>
  import("./user-account-dialogs.tsx").then((module) => module.CreateUserAccountDialog),
);

/** "Utilisateurs" with "Nouvel utilisateur" for those who may create accounts. */
export function UserAccountsHeader() {
  const me = useCurrentUser();
  const [isCreating, setIsCreating] = useState(false);
  const canCreate = hasAccess(USER_ACCOUNTS_ENDPOINTS.createCompanyUserAccount.access, me.roles);
  return (
    <>
      <PageHeader
        title="Utilisateurs"
        subtitle={
          canCreate
            ? "Les comptes de connexion de votre organisme."
            : "Les comptes de connexion de votre organisme (lecture seule)."
        }
        actions={
          canCreate ? (
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1Outlined />}
              onClick={() => setIsCreating(true)}
            >
              Nouvel utilisateur
            </Button>
          ) : null
        }
      />
      {isCreating ? <CreateUserAccountDialog onClose={() => setIsCreating(false)} /> : null}
    </>
  );
}

/** Whether the signed-in user sees the accounts' action menus at all. */
export function useCanManageAccounts(): boolean {
  const me = useCurrentUser();
  return hasAccess(USER_ACCOUNTS_ENDPOINTS.updateUserAccount.access, me.roles);
}
