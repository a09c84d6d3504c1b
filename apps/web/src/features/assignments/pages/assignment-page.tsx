import { plural } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import EventOutlined from "@mui/icons-material/EventOutlined";
import TableViewOutlined from "@mui/icons-material/TableViewOutlined";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { formatDateTime } from "../../../lib/dates.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { RichTextView } from "../../../ui/rich-text-view.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import {
  downloadFromBox,
  exportSubmissions,
  useArchiveAssignment,
  useAssignment,
} from "../api/assignments.ts";
import { DownloadButton } from "../components/download-button.tsx";
import { HandInCard } from "../components/hand-in-card.tsx";
import { slotWhen } from "../components/slot-picker.tsx";
import { SubmissionsCard } from "../components/submissions-card.tsx";

// The forms load with their dialog, not with the page.
const BoxFormDialog = loadWhenShown(() =>
  import("../components/box-form-dialog.tsx").then((module) => module.BoxFormDialog),
);

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
                label="Tout télécharger (zip)"
                icon={<DownloadOutlined />}
                start={() => downloadFromBox(data.id, { scope: "box" })}
              />
              <DownloadButton
                label="Exporter (XLSX)"
                icon={<TableViewOutlined />}
                start={() => exportSubmissions(data.id)}
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
              {data.slot ? (
                <Chip
                  size="small"
                  variant="outlined"
                  icon={<EventOutlined />}
                  label={`Séance : ${slotWhen(data.slot)}${data.slot.room ? ` · ${data.slot.room}` : ""}`}
                  data-testid="box-slot"
                  sx={{
                    height: "auto",
                    maxWidth: "100%",
                    "& .MuiChip-label": { whiteSpace: "normal", py: 0.25 },
                  }}
                  {...(isStaff
                    ? {
                        component: Link,
                        to: `/dashboard/session/${encodeURIComponent(data.slot.id)}`,
                        clickable: true,
                      }
                    : {})}
                />
              ) : null}
            </Stack>
            {data.instructions ? (
              <RichTextView html={data.instructions} />
            ) : (
              <Typography color="text.secondary">Aucune consigne.</Typography>
            )}
            {isStaff && data.counts ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {plural(data.counts.submitted, "rendu")}, {data.counts.late} en retard,{" "}
                {plural(data.counts.missing, "non rendu", "non rendus")},{" "}
                {plural(data.counts.graded, "corrigé")} sur {plural(data.counts.enrolled, "apprenant")}.
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
