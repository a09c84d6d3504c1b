import { MESSAGES } from "@campus/contracts/messages";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import TableViewOutlined from "@mui/icons-material/TableViewOutlined";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useParams } from "react-router";
import { formatDateTime } from "../../../lib/dates.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { RichTextView } from "../../../ui/rich-text-view.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { exportUrl, useArchiveAssignment, useAssignment, useDownload, zipUrl } from "../api/assignments.ts";
import { BoxFormDialog } from "../components/box-form-dialog.tsx";
import { HandInCard } from "../components/hand-in-card.tsx";
import { SubmissionsCard } from "../components/submissions-card.tsx";

/** A download button that shows the download has started, until the file is saved. */
function DownloadButton({
  url,
  name,
  label,
  icon,
}: {
  url: string;
  name: string;
  label: string;
  icon: React.ReactNode;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const download = useDownload();
  return (
    <Button
      variant="outlined"
      startIcon={download.isPending ? <CircularProgress size={16} aria-hidden /> : icon}
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={() => {
        enqueueSnackbar("Téléchargement démarré", { variant: "info" });
        download.mutate(
          { url, fallbackName: name },
          {
            onError: (error) =>
              enqueueSnackbar(failureMessage(MESSAGES.downloadKo, error), { variant: "error" }),
          },
        );
      }}
    >
      {download.isPending ? "Téléchargement en cours…" : label}
    </Button>
  );
}

/** `/dashboard/assignments/:uid`: a box; the student hands in, the teacher reviews and downloads. */
export function AssignmentPage() {
  const { uid = "" } = useParams();
  const box = useAssignment(uid);
  const { enqueueSnackbar } = useSnackbar();
  const archive = useArchiveAssignment(uid);
  const [isEditing, setIsEditing] = useState(false);
  const [isArchiving, setIsArchiving] = useState(false);
  usePageTitle(box.data?.title ?? "Dépôt");

  if (box.isPending) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width="50%" height={48} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  if (box.isError) {
    return (
      <LoadErrorAlert
        query={box}
        message="Impossible de charger ce dépôt."
        missingMessage="Ce dépôt est introuvable."
      />
    );
  }
  const data = box.data;
  const isStaff = data.counts !== null;
  return (
    <>
      <PageHeader
        title={data.title}
        subtitle={data.courseTitle}
        actions={
          isStaff ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
              <DownloadButton
                url={zipUrl(data.id)}
                name="depot.zip"
                label="Tout télécharger (zip)"
                icon={<DownloadOutlined />}
              />
              <DownloadButton
                url={exportUrl(data.id)}
                name="rendus.xlsx"
                label="Exporter (XLSX)"
                icon={<TableViewOutlined />}
              />
              {data.canEdit ? (
                <>
                  <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setIsEditing(true)}>
                    Modifier
                  </Button>
                  <Button
                    color="warning"
                    startIcon={<ArchiveOutlined />}
                    onClick={() => setIsArchiving(true)}
                  >
                    Archiver
                  </Button>
                </>
              ) : null}
            </Stack>
          ) : undefined
        }
      />
      <Stack spacing={3}>
        <Card component="section" aria-label="Consignes">
          <CardContent>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mb: 2 }}>
              <Chip size="small" label={`Ouverture : ${formatDateTime(data.opensAt)}`} />
              <Chip size="small" color="primary" label={`Date limite : ${formatDateTime(data.myDueAt)}`} />
              <Chip
                size="small"
                label={data.allowLate ? "Retards acceptés" : "Retards refusés"}
                variant="outlined"
              />
              {data.archived ? <Chip size="small" label="Archivé" /> : null}
            </Stack>
            {data.instructions ? (
              <RichTextView html={data.instructions} />
            ) : (
              <Typography color="text.secondary">Aucune consigne.</Typography>
            )}
            {isStaff && data.counts ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {data.counts.submitted} rendu(s), {data.counts.late} en retard, {data.counts.missing} non
                rendu(s), {data.counts.graded} corrigé(s) sur {data.counts.enrolled} apprenant(s).
              </Typography>
            ) : null}
          </CardContent>
        </Card>
        {isStaff ? <SubmissionsCard box={data} /> : <HandInCard box={data} />}
      </Stack>
      {isEditing ? <BoxFormDialog box={data} onClose={() => setIsEditing(false)} /> : null}
      <ConfirmDialog
        isOpen={isArchiving}
        title="Archiver ce dépôt ?"
        message="Un dépôt archivé reste consultable et téléchargeable, mais plus rien ne peut y être rendu ni modifié."
        confirmLabel="Archiver"
        isPending={archive.isPending}
        onClose={() => setIsArchiving(false)}
        onConfirm={() =>
          archive.mutate(undefined, {
            onSuccess: () => {
              setIsArchiving(false);
              enqueueSnackbar(MESSAGES.updateOk, { variant: "success" });
            },
            onError: (error) =>
              enqueueSnackbar(failureMessage(MESSAGES.updateKo, error), { variant: "error" }),
          })
        }
      />
    </>
  );
}
