import type { Cohort, CohortListQuery, CreateCohortBody } from "@campus/contracts/cohorts";
import { plural, pluralOfList } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import AddOutlined from "@mui/icons-material/AddOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import { type ComponentType, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useSchoolOptions } from "../../../entities/school/index.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { useListParams } from "../../../lib/use-list-params.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { ImportButton } from "../../../ui/import-button.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import { useConfirmedDeletion } from "../../../ui/use-confirmed-deletion.ts";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useCohorts } from "../api/cohorts.ts";
import { useCreateCohort } from "../api/create-cohort.ts";
import { useDeleteCohort } from "../api/delete-cohort.ts";
import { useSetCohortArchived } from "../api/set-cohort-archived.ts";
import { useUpdateCohort } from "../api/update-cohort.ts";
import { cohortColumns } from "../components/cohort-columns.tsx";
import { type CohortFilters, CohortsFilters } from "../components/cohorts-filters.tsx";
import { HalfDaySheetDialog } from "../components/half-day-sheet-dialog.tsx";

// The form loads with its dialog, not with the page.
const CohortFormDialog = loadWhenShown(() =>
  import("../components/cohort-form-dialog.tsx").then((module) => module.CohortFormDialog),
);
const ImportDialog = loadWhenShown(() =>
  import("../../../entities/imports/index.ts").then((module) => module.ImportDialog),
);

const PROGRAMMES_PATH = "/dashboard/programs";
const FILTER_KEYS = ["q", "programmeId", "archived"] as const;
const SORTS: readonly CohortListQuery["sort"][] = [
  "name",
  "-name",
  "startDate",
  "-startDate",
  "endDate",
  "-endDate",
];
const isSort = (value: string): value is CohortListQuery["sort"] => SORTS.some((sort) => sort === value);

type Editing = { kind: "create" } | { kind: "edit"; cohort: Cohort };

/** « 3 apprenants et 1 cours »: what names a session. */
function usesOf(cohort: Cohort): string {
  const students = cohort.studentCount > 0 ? plural(cohort.studentCount, "apprenant") : "";
  const courses = cohort.courseCount > 0 ? plural(cohort.courseCount, "cours", "cours") : "";
  return [students, courses].filter(Boolean).join(" et ");
}

/** `/dashboard/cohorts`: the company's school sessions; administrators create, edit, archive and delete them. */
export function CohortsPage({
  ProofBundleDialog,
}: {
  /** The proof-bundles feature's « Dossier de preuve » dialog, given by app/pages/cohorts-page.tsx. */
  ProofBundleDialog: ComponentType<{
    target: { kind: "cohort"; id: string; name: string };
    onClose: () => void;
  }>;
}) {
  usePageTitle("Sessions scolaires");
  const { enqueueSnackbar } = useSnackbar();
  const list = useListParams({ filterKeys: FILTER_KEYS, defaultSort: "name" });
  const { page, pageSize } = list;
  const sort = isSort(list.sort) ? list.sort : "name";
  const filters: CohortFilters = {
    q: list.filters.q ?? "",
    programmeId: list.filters.programmeId ?? "",
    isArchived: list.filters.archived === "true",
  };
  const cohorts = useCohorts({
    page,
    pageSize,
    sort,
    archived: filters.isArchived,
    q: filters.q || undefined,
    programmeId: filters.programmeId || undefined,
  });
  const school = useSchoolOptions();
  const createCohort = useCreateCohort();
  const updateCohort = useUpdateCohort();
  const setArchived = useSetCohortArchived();
  const removeCohort = useDeleteCohort();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [archiving, setArchiving] = useState<Cohort | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const [sheetCohort, setSheetCohort] = useState<Cohort | null>(null);
  const [proofCohort, setProofCohort] = useState<Cohort | null>(null);
  const deletion = useConfirmedDeletion((cohort: Cohort) => removeCohort.mutateAsync(cohort.id));
  const hasNoProgramme = school.isSuccess && school.data.programmes.length === 0;
  const hasFilters = filters.q !== "" || filters.programmeId !== "" || filters.isArchived;

  const handleFiltersChange = ({ q, programmeId, isArchived }: Partial<CohortFilters>) =>
    list.setFilters({
      ...(q === undefined ? {} : { q: q || undefined }),
      ...(programmeId === undefined ? {} : { programmeId: programmeId || undefined }),
      ...(isArchived === undefined ? {} : { archived: isArchived ? "true" : undefined }),
    });

  const handleSave = async (body: CreateCohortBody) => {
    if (!editing) return;
    const isCreating = editing.kind === "create";
    try {
      if (isCreating) await createCohort.mutateAsync(body);
      else await updateCohort.mutateAsync({ id: editing.cohort.id, body });
      enqueueSnackbar(isCreating ? MESSAGES.createOk : MESSAGES.updateOk, { variant: "success" });
      setEditing(null);
    } catch (error) {
      enqueueSnackbar(failureMessage(isCreating ? MESSAGES.saveKo : MESSAGES.updateKo, error), {
        variant: "error",
      });
      throw error;
    }
  };

  const handleArchive = async () => {
    if (!archiving) return;
    const isArchiving = archiving.archivedAt === null;
    try {
      await setArchived.mutateAsync({ id: archiving.id, isArchived: isArchiving });
      enqueueSnackbar(isArchiving ? "Session archivée" : "Session désarchivée", { variant: "success" });
      setArchiving(null);
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.updateKo, error), { variant: "error" });
    }
  };

  const columns = cohortColumns({
    onEdit: (cohort) => setEditing({ kind: "edit", cohort }),
    onArchive: setArchiving,
    onDelete: deletion.setTarget,
    onHalfDaySheet: setSheetCohort,
    onProofBundle: setProofCohort,
  });
  const target = deletion.target;
  const isTargetUsed = target !== null && target.studentCount + target.courseCount > 0;

  return (
    <>
      <PageHeader
        title="Sessions scolaires"
        subtitle={cohorts.data ? pluralOfList(cohorts.data, "session") : undefined}
        actions={
          <>
            <ImportButton onClick={() => setIsImporting(true)} />
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing({ kind: "create" })}
            >
              Nouvelle session
            </Button>
          </>
        }
      />
      {hasNoProgramme ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Une session scolaire est une promotion d'un programme sur une période.{" "}
          <Link component={RouterLink} to={PROGRAMMES_PATH}>
            Créez d'abord un programme
          </Link>
          , puis ses sessions ici.
        </Alert>
      ) : null}
      <Card>
        <CohortsFilters
          filters={filters}
          programmes={school.data?.programmes}
          onChange={handleFiltersChange}
          onClear={() => list.setFilters({ q: undefined, programmeId: undefined, archived: undefined })}
        />
        <Divider />
        <PagedTable
          label="Liste des sessions scolaires"
          columns={columns}
          {...pagedQueryProps(cohorts)}
          getRowId={(cohort) => cohort.id}
          page={page}
          pageSize={pageSize}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          sort={sort}
          onSortChange={list.setSort}
          errorText="Impossible de charger la liste des sessions scolaires."
          emptyText={
            hasFilters
              ? filters.isArchived
                ? "Aucune session archivée ne correspond à ces filtres"
                : "Aucune session ne correspond à ces filtres"
              : hasNoProgramme
                ? "Aucune session : créez d'abord un programme."
                : "Aucune session en cours : créez la première avec « Nouvelle session »."
          }
          minWidth={960}
        />
      </Card>

      {sheetCohort ? <HalfDaySheetDialog cohort={sheetCohort} onClose={() => setSheetCohort(null)} /> : null}
      {proofCohort ? (
        <ProofBundleDialog
          target={{ kind: "cohort", id: proofCohort.id, name: proofCohort.name }}
          onClose={() => setProofCohort(null)}
        />
      ) : null}
      {isImporting ? <ImportDialog kind="cohorts" isOpen onClose={() => setIsImporting(false)} /> : null}
      {editing ? (
        <CohortFormDialog
          title={editing.kind === "create" ? "Nouvelle session" : "Modifier la session"}
          submitLabel={editing.kind === "create" ? "Créer" : "Enregistrer"}
          defaultValues={
            editing.kind === "create"
              ? { name: "", programmeId: filters.programmeId, startDate: "", endDate: "" }
              : {
                  name: editing.cohort.name,
                  programmeId: editing.cohort.programme?.id ?? "",
                  startDate: editing.cohort.startDate ?? "",
                  endDate: editing.cohort.endDate ?? "",
                }
          }
          onSubmit={handleSave}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={archiving !== null}
        title={archiving?.archivedAt ? "Désarchiver la session ?" : "Archiver la session ?"}
        message={
          archiving?.archivedAt
            ? `La session ${archiving.name} reviendra parmi les sessions en cours et les choix des formulaires.`
            : `La session ${archiving?.name ?? ""} quittera les sessions en cours et les choix des formulaires. Ses apprenants, ses cours et leur historique sont gardés.`
        }
        confirmLabel={archiving?.archivedAt ? "Désarchiver" : "Archiver"}
        isPending={setArchived.isPending}
        onConfirm={() => void handleArchive()}
        onClose={() => setArchiving(null)}
      />
      {isTargetUsed ? (
        // A session students or courses name is not deleted: archiving it is offered instead.
        <ConfirmDialog
          isOpen
          title="Cette session ne peut pas être supprimée"
          message={`${usesOf(target)} y ${target.studentCount + target.courseCount > 1 ? "sont rattachés" : "est rattaché"}. Archivez-la plutôt : elle quittera les sessions en cours et gardera son historique.`}
          confirmLabel="Archiver"
          onConfirm={() => {
            deletion.setTarget(null);
            setArchiving(target);
          }}
          onClose={() => deletion.setTarget(null)}
        />
      ) : (
        <ConfirmDialog
          {...deletion.dialogProps}
          title="Supprimer la session ?"
          message={`La session ${target?.name ?? ""} sera supprimée définitivement.`}
          confirmLabel="Supprimer"
        />
      )}
    </>
  );
}
