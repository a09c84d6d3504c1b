import { pluralOfList } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import { listName } from "@campus/contracts/people";
import type { Student } from "@campus/contracts/students";
import type { WhitelistEntry } from "@campus/contracts/whitelist";
import PersonAddOutlined from "@mui/icons-material/PersonAddOutlined";
import PersonRemoveOutlined from "@mui/icons-material/PersonRemoveOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { formatDate } from "../../../lib/dates.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { useListParams } from "../../../lib/use-list-params.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { emailColumn } from "../../../ui/email-column.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import { RowAction } from "../../../ui/row-action.tsx";
import { SearchField } from "../../../ui/search-field.tsx";
import { actionsColumn, type TableColumn } from "../../../ui/table-column.ts";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useAddToWhitelist } from "../api/add-to-whitelist.ts";
import { useRemoveFromWhitelist } from "../api/remove-from-whitelist.ts";
import { useWhitelist } from "../api/whitelist.ts";
import { StudentPicker } from "../components/student-picker.tsx";

function columns(onRemove: (entry: WhitelistEntry) => void): TableColumn<WhitelistEntry>[] {
  return [
    {
      id: "studentNumber",
      label: "N° étudiant",
      noWrap: true,
      render: (entry) => (
        <Link component={RouterLink} to={`/dashboard/students/${entry.studentId}`} sx={{ fontWeight: 600 }}>
          {entry.studentNumber}
        </Link>
      ),
      // The card's title is the name and carries the link.
      renderCard: (entry) => entry.studentNumber,
    },
    {
      id: "name",
      label: "Nom et prénom",
      noWrap: true,
      render: (entry) => listName(entry),
      card: "title",
      renderCard: (entry) => (
        <Link component={RouterLink} to={`/dashboard/students/${entry.studentId}`}>
          {listName(entry)}
        </Link>
      ),
    },
    emailColumn({ noWrap: true }),
    { id: "programme", label: "Programme", minWidth: 120, render: (entry) => entry.programmeName ?? "—" },
    { id: "level", label: "Niveau", noWrap: true, render: (entry) => entry.levelLabel ?? "—" },
    { id: "cohort", label: "Session", minWidth: 120, render: (entry) => entry.cohortName ?? "—" },
    { id: "addedAt", label: "Ajouté le", noWrap: true, render: (entry) => formatDate(entry.addedAt) },
    actionsColumn((entry) => (
      <RowAction
        title="Retirer de la whitelist"
        label={`Retirer ${listName(entry)} de la whitelist`}
        icon={<PersonRemoveOutlined fontSize="small" />}
        onClick={() => onRemove(entry)}
        color="error"
      />
    )),
  ];
}

/** `/dashboard/whitelist`: the students allowed to register and sign in besides the presentiel ones. */
export function WhitelistPage() {
  usePageTitle("Gestion de whitelist");
  const isWhitelistOn = useCurrentUser().company.features.whitelist;
  const { enqueueSnackbar } = useSnackbar();
  const list = useListParams({ filterKeys: ["q"] });
  const { page, pageSize } = list;
  const q = list.filters.q ?? "";
  const [picked, setPicked] = useState<Student | null>(null);
  // The entry stays while the dialog closes, so that its text does not blank during the fade.
  const [removing, setRemoving] = useState<WhitelistEntry | null>(null);
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  const whitelist = useWhitelist({ page, pageSize, q: q || undefined });
  const add = useAddToWhitelist();
  const remove = useRemoveFromWhitelist();

  const handleAdd = () => {
    if (!picked) return;
    add.mutate(picked.id, {
      onSuccess: () => {
        enqueueSnackbar(MESSAGES.addOk, { variant: "success" });
        setPicked(null);
      },
      onError: (error) => enqueueSnackbar(failureMessage(MESSAGES.addKo, error), { variant: "error" }),
    });
  };

  const handleRemove = () => {
    if (!removing) return;
    remove.mutate(removing.studentId, {
      onSuccess: () => {
        enqueueSnackbar(MESSAGES.deleteOk, { variant: "success" });
        setIsRemoveOpen(false);
      },
      onError: (error) => {
        setIsRemoveOpen(false);
        enqueueSnackbar(failureMessage(MESSAGES.deleteKo, error), { variant: "error" });
      },
    });
  };

  const handleAskRemove = (entry: WhitelistEntry) => {
    setRemoving(entry);
    setIsRemoveOpen(true);
  };

  const total = whitelist.data?.total;

  return (
    <>
      <PageHeader
        title="Gestion de whitelist"
        subtitle="Les apprenants en présentiel sont autorisés d'office ; ajoutez ici les autres apprenants autorisés à s'inscrire et à se connecter."
      />
      {!isWhitelistOn && (
        <Alert severity="info" sx={{ mb: 3 }}>
          La whitelist est désactivée pour votre organisme : tous les apprenants inscrits peuvent se
          connecter. La liste ci-dessous ne s'appliquera que si elle est activée.
        </Alert>
      )}
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Box
            component="form"
            aria-label="Ajouter un apprenant à la whitelist"
            onSubmit={(event) => {
              event.preventDefault();
              handleAdd();
            }}
            sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}
          >
            <StudentPicker value={picked} onChange={setPicked} isDisabled={add.isPending} />
            <Button
              type="submit"
              variant="contained"
              startIcon={<PersonAddOutlined />}
              disabled={!picked}
              loading={add.isPending}
            >
              Ajouter
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Card>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, p: 2 }}>
          <SearchField
            value={q}
            onChange={(value) => {
              list.setFilters({ q: value });
            }}
            label="Rechercher dans la whitelist"
            placeholder="Nom, numéro ou e-mail"
          />
          {total !== undefined ? (
            <Typography color="text.secondary">
              {pluralOfList({ total, isTotalCapped: whitelist.data?.isTotalCapped }, "apprenant")} dans la
              whitelist
            </Typography>
          ) : null}
        </Box>
        <Divider />
        <PagedTable
          label="Apprenants de la whitelist"
          columns={columns(handleAskRemove)}
          {...pagedQueryProps(whitelist)}
          getRowId={(entry) => entry.studentId}
          page={page}
          pageSize={pageSize}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          errorText="Impossible de charger la whitelist."
          emptyText={
            q ? "Aucun apprenant de la whitelist ne correspond à la recherche" : "La whitelist est vide"
          }
          minWidth={900}
          isDense
        />
      </Card>
      <ConfirmDialog
        isOpen={isRemoveOpen}
        title="Retirer de la whitelist ?"
        message={
          removing
            ? `${listName(removing)} (${removing.studentNumber}) ne sera plus dans la whitelist${
                removing.presentiel
                  ? " ; en présentiel, il reste autorisé."
                  : " et ne pourra plus s'inscrire ni se connecter."
              }`
            : ""
        }
        confirmLabel="Retirer"
        isDestructive
        isPending={remove.isPending}
        onConfirm={handleRemove}
        onClose={() => setIsRemoveOpen(false)}
      />
    </>
  );
}
