import { formatFileSize } from "@campus/contracts/format-number";
import { plural } from "@campus/contracts/french";
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_ONE_OF_COLUMNS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportKind,
  type ImportReport,
} from "@campus/contracts/imports";
import { MESSAGES } from "@campus/contracts/messages";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Typography from "@mui/material/Typography";
import { type ChangeEvent, useRef, useState } from "react";
import { failureMessage, refusalSentence } from "../../lib/failure-message.ts";
import { useSnackbar } from "../../ui/notifications.tsx";
import { TitledDialog } from "../../ui/titled-dialog.tsx";
import { useCommitImport } from "./commit-import.ts";
import { ImportReportView } from "./import-report-view.tsx";
import { downloadImportSample, type SampleFormat } from "./import-sample.ts";
import { usePreviewImport } from "./preview-import.ts";

const TITLES: Record<ImportKind, string> = {
  students: "Importer des apprenants",
  teachers: "Importer des professeurs",
  enrolments: "Importer des inscriptions",
  programmes: "Importer des programmes",
  cohorts: "Importer des sessions scolaires",
};

/** What a file of each kind must know beyond its columns. */
const HINTS: Partial<Record<ImportKind, string>> = {
  enrolments:
    "L'apprenant est désigné par son e-mail ou son numéro, le cours par son titre ; sans date, l'inscription prend effet aujourd'hui (dates JJ/MM/AAAA ou AAAA-MM-JJ).",
  programmes:
    "Un programme existant est reconnu à son code et mis à jour ; ses niveaux s'écrivent dans l'ordre, séparés par « ; » (1re année;2e année).",
  cohorts:
    "Le programme est désigné par son code ; dates au format JJ/MM/AAAA ou AAAA-MM-JJ. Une session existante est reconnue à son nom et mise à jour.",
};

const ACCEPTED = /\.(csv|xlsx)$/i;

/** What the user reads when a call fails: the API's French message, else a generic one. */
function errorText(error: unknown): string {
  return refusalSentence(error) ?? "L'envoi du fichier a échoué. Vérifiez votre connexion et réessayez.";
}

interface ImportDialogProps {
  kind: ImportKind;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Imports a CSV or XLSX file of students, teachers, enrolments, programmes or sessions in two steps: "Prévisualiser"
 * reads the file and shows what would change (nothing is written), then "Importer les lignes
 * valides" writes the valid rows. The lists of that kind refetch afterwards.
 */
export function ImportDialog({ kind, isOpen, onClose }: ImportDialogProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { enqueueSnackbar } = useSnackbar();
  const preview = usePreviewImport(kind);
  const commit = useCommitImport(kind);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<SampleFormat | null>(null);

  const report: ImportReport | undefined = commit.data ?? preview.data;
  const isBusy = preview.isPending || commit.isPending;
  const isDone = commit.isSuccess;
  const callError = commit.error ?? preview.error;
  const writableCount = preview.data ? preview.data.counts.create + preview.data.counts.update : 0;

  const reset = () => {
    preview.reset();
    commit.reset();
    setFileError(null);
  };

  const handleClose = () => {
    if (isBusy) return;
    reset();
    setFile(null);
    onClose();
  };

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be chosen again after a fix: let the input fire again.
    event.target.value = "";
    reset();
    if (!chosen) return;
    if (!ACCEPTED.test(chosen.name)) {
      setFile(null);
      setFileError("Choisissez un fichier CSV (.csv) ou Excel (.xlsx).");
      return;
    }
    if (chosen.size > IMPORT_MAX_BYTES) {
      setFile(null);
      setFileError(`Le fichier est trop volumineux (${formatFileSize(IMPORT_MAX_BYTES)} au maximum).`);
      return;
    }
    setFile(chosen);
  };

  const handlePreview = () => {
    if (file) preview.mutate(file);
  };

  const handleCommit = () => {
    if (!file) return;
    commit.mutate(file, {
      onSuccess: () => enqueueSnackbar("Import terminé", { variant: "success" }),
      onError: (error) => enqueueSnackbar(failureMessage(MESSAGES.uploadKo, error), { variant: "error" }),
    });
  };

  const handleSample = async (format: SampleFormat) => {
    setDownloading(format);
    try {
      await downloadImportSample(kind, format);
    } catch {
      enqueueSnackbar(MESSAGES.downloadKo, { variant: "error" });
    } finally {
      setDownloading(null);
    }
  };

  const required: readonly string[] = IMPORT_REQUIRED_COLUMNS[kind];
  const oneOf: readonly string[] = IMPORT_ONE_OF_COLUMNS[kind] ?? [];
  const optional = IMPORT_COLUMNS[kind].filter(
    (column) => !required.includes(column) && !oneOf.includes(column),
  );
  const hint = HINTS[kind];

  return (
    <TitledDialog isOpen={isOpen} title={TITLES[kind]} onClose={handleClose} maxWidth="md">
      <DialogContent dividers sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Un fichier CSV ou Excel, une ligne par enregistrement, avec en première ligne les en-têtes :{" "}
            <strong>{required.join(", ")}</strong> (obligatoires)
            {oneOf.length > 0 ? (
              <>
                , <strong>{oneOf.join(" ou ")}</strong>
              </>
            ) : null}
            {optional.length > 0 ? `, ${optional.join(", ")}` : ""}. Rien n'est enregistré avant votre
            confirmation.
          </Typography>
          {hint ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {hint}
            </Typography>
          ) : null}
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mt: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Télécharger un modèle :
            </Typography>
            <Button
              size="small"
              startIcon={<DownloadOutlined />}
              loading={downloading === "csv"}
              onClick={() => void handleSample("csv")}
            >
              Modèle CSV
            </Button>
            <Button
              size="small"
              startIcon={<DownloadOutlined />}
              loading={downloading === "xlsx"}
              onClick={() => void handleSample("xlsx")}
            >
              Modèle Excel
            </Button>
          </Box>
        </Box>

        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            disabled={isBusy}
            onClick={() => fileInput.current?.click()}
          >
            Choisir un fichier
          </Button>
          {/* The native input, hidden: the button above opens it; tests and assistive tech find it by its label. */}
          <Box
            component="input"
            ref={fileInput}
            type="file"
            accept=".csv,.xlsx"
            aria-label="Fichier à importer"
            tabIndex={-1}
            onChange={handleFileChange}
            disabled={isBusy}
            sx={{
              position: "absolute",
              width: "1px",
              height: "1px",
              overflow: "hidden",
              clip: "rect(0 0 0 0)",
              whiteSpace: "nowrap",
              opacity: 0,
            }}
          />
          <Typography
            variant="body2"
            color={file ? "text.primary" : "text.secondary"}
            sx={{ overflowWrap: "anywhere" }}
          >
            {file ? `${file.name} (${formatFileSize(file.size)})` : "Aucun fichier choisi (.csv ou .xlsx)"}
          </Typography>
        </Box>

        {fileError ? <Alert severity="error">{fileError}</Alert> : null}
        {callError ? <Alert severity="error">{errorText(callError)}</Alert> : null}

        {isDone && report ? (
          <Alert severity={report.counts.error > 0 ? "warning" : "success"}>
            Import terminé : {plural(report.counts.create, "création")},{" "}
            {plural(report.counts.update, "mise à jour", "mises à jour")},{" "}
            {plural(report.counts.skip, "ligne inchangée", "lignes inchangées")}
            {report.counts.error > 0
              ? `, ${plural(report.counts.error, "ligne en erreur non importée", "lignes en erreur non importées")}`
              : ""}
            .
          </Alert>
        ) : null}
        {!isDone && preview.data ? (
          <Alert severity={writableCount > 0 ? "info" : "warning"}>
            Aperçu : rien n'est encore enregistré.{" "}
            {writableCount > 0
              ? `${plural(writableCount, "ligne sera importée", "lignes seront importées")}.`
              : "Aucune ligne à importer."}
          </Alert>
        ) : null}

        {report ? <ImportReportView report={report} /> : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button color="inherit" onClick={handleClose} disabled={isBusy}>
          {isDone ? "Fermer" : "Annuler"}
        </Button>
        {isDone ? null : preview.data ? (
          <Button
            variant="contained"
            onClick={handleCommit}
            loading={commit.isPending}
            disabled={writableCount === 0}
          >
            Importer les lignes valides
          </Button>
        ) : (
          <Button variant="contained" onClick={handlePreview} loading={preview.isPending} disabled={!file}>
            Prévisualiser
          </Button>
        )}
      </DialogActions>
    </TitledDialog>
  );
}
