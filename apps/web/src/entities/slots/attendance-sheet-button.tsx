import { MESSAGES } from "@campus/contracts/messages";
import PictureAsPdfOutlined from "@mui/icons-material/PictureAsPdfOutlined";
import Button from "@mui/material/Button";
import { useSnackbar } from "../../ui/notifications.tsx";
import { useDownloadAttendanceSheet } from "./download-attendance-sheet.ts";

/** « Feuille d'émargement (PDF) »: the list of the course's students to sign, for this slot. */
export function AttendanceSheetButton({ slotId }: { slotId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const download = useDownloadAttendanceSheet(slotId);
  return (
    <Button
      variant="outlined"
      startIcon={<PictureAsPdfOutlined />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onError: () => enqueueSnackbar(MESSAGES.downloadKo, { variant: "error" }),
        })
      }
    >
      Feuille d'émargement (PDF)
    </Button>
  );
}
