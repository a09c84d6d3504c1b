import DeleteForeverOutlined from "@mui/icons-material/DeleteForeverOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import Button from "@mui/material/Button";
import { useState } from "react";
import { failureMessage } from "../../../lib/failure-message.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { exportStudentData } from "../api/export-data.ts";
import { ErasureDialog } from "./erasure-dialog.tsx";

/** An administrator's RGPD actions on a student: their copy of the data, and their erasure. */
export function StudentPrivacyActions({ studentId }: { studentId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [isExporting, setIsExporting] = useState(false);
  const [isErasing, setIsErasing] = useState(false);
  const handleExport = async () => {
    setIsExporting(true);
    try {
      await exportStudentData(studentId);
    } catch (error) {
      enqueueSnackbar(failureMessage("Impossible de préparer la copie des données.", error), {
        variant: "error",
      });
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadOutlined />}
        loading={isExporting}
        onClick={handleExport}
      >
        Copie des données
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteForeverOutlined />}
        onClick={() => setIsErasing(true)}
      >
        Effacer (RGPD)
      </Button>
      {isErasing ? (
        <ErasureDialog target={{ kind: "student", id: studentId }} onClose={() => setIsErasing(false)} />
      ) : null}
    </>
  );
}
